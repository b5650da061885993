import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*>\n?/g;
const FIRST_SCRIPT = /<script type="module"|<link rel="modulepreload"/;

/**
 * The built page's stylesheets moved before its first script (pure, tested): Vite writes them
 * after the entry and its modulepreloads, so the browser asked for the stylesheet ninth, and the
 * page shell of web/index.html (web/components/layout/app-shell.tsx), which needs only the
 * stylesheet, waited behind ~100 KB of JavaScript for its first paint (docs/design.md §7
 * « First load »).
 */
export function moveStylesheetsFirst(html: string): string {
  const sheets = html.match(STYLESHEET) ?? [];
  const rest = html.replace(STYLESHEET, '');
  const at = rest.search(FIRST_SCRIPT);
  if (sheets.length === 0 || at < 0) return html;
  const links = sheets.map((sheet) => `${sheet.trim()}\n    `).join('');
  return `${rest.slice(0, at)}${links}${rest.slice(at)}`;
}

/** The build step: Vite's own tags are in the page when an `order: 'post'` hook runs. */
export function stylesheetFirst(): Plugin {
  return {
    name: 'clausier-stylesheet-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsFirst },
  };
}
