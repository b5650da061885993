import { setNonce } from 'get-nonce';

/**
 * The page's CSP allows a <style> element only with this answer's nonce (server/plugins/spa.ts,
 * `pageCspHeader`). Radix's dialogs lock the page's scroll with such an element
 * (react-remove-scroll, which asks `get-nonce`): without the nonce the browser refused it, logged a
 * CSP violation and left the page scrollable behind a modal. The browser hides a nonce attribute
 * from `getAttribute` once the page is parsed: the `nonce` property keeps it.
 */
export function adoptCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  // The build's own placeholder (the dev server sends the file as it is, with no CSP).
  if (!nonce || nonce === '__CSP_NONCE__') return undefined;
  setNonce(nonce);
  return nonce;
}
