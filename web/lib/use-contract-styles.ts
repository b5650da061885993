import { useLayoutEffect } from 'react';
import { contractCss } from '@core/document/styles';

const adopted = new Set<string>();

/**
 * Adopts the paragraph styles of core/document/styles.ts under `scope`, once per page. A
 * constructed stylesheet, not a <style> element: the CSP allows no inline style elements
 * (server/plugins/security.ts). `body` is the CSS size of body text.
 */
export function adoptContractStyles(scope: string, body?: string, doc: Document = document): void {
  const key = `${scope}|${body ?? ''}`;
  if (doc === document && adopted.has(key)) return;
  try {
    const view = (doc.defaultView ?? window) as unknown as typeof globalThis;
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(contractCss(scope, body));
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    if (doc === document) adopted.add(key);
  } catch {
    // No constructable stylesheets (very old browser, or jsdom in unit tests): unstyled text.
  }
}

/** The hook form, for components that show a contract. */
export function useContractStyles(scope: string, body?: string): void {
  useLayoutEffect(() => adoptContractStyles(scope, body), [scope, body]);
}
