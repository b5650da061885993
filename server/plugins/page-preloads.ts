import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// The table's name and shape as the web build writes them (one definition for both sides).
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@core/site/route-preloads';
import { escapeHtml } from '../escape-html';

const SAFE_FILE = /^\/assets\/[\w.-]+\.(js|css)$/;

/** Reads the build's table; an absent or malformed file means no preloads (the page still works). */
export function loadRoutePreloads(webDir: string): RoutePreloads {
  const file = join(webDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return {};
  try {
    const table = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof table !== 'object' || table === null) return {};
    return Object.fromEntries(
      Object.entries(table).flatMap(([path, files]) =>
        Array.isArray(files) ? [[path, files.filter((f) => SAFE_FILE.test(String(f)))]] : [],
      ),
    );
  } catch {
    return {};
  }
}

/** Whether a React Router path (`/editor/:contractId`) matches `pathname` (pure, tested). */
export function routeMatches(route: string, pathname: string): boolean {
  const want = route.split('/');
  const got = pathname.replace(/\/$/, '').split('/');
  if (pathname === '/' || route === '/') return pathname === route;
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** The files of the page at `pathname` (the most specific route: fixed segments first). */
export function preloadsFor(table: RoutePreloads, pathname: string): string[] {
  const matches = Object.keys(table).filter((route) => routeMatches(route, pathname));
  const specific = matches.sort((a, b) => a.split(':').length - b.split(':').length)[0];
  return specific ? (table[specific] ?? []) : [];
}

/** `links` written at the end of the page's head. */
const inHead = (html: string, links: readonly string[]) =>
  links.length === 0 ? html : html.replace('</head>', `${links.join('')}</head>`);

/**
 * index.html with the page's own code announced in its head: the browser fetches it alongside the
 * entry instead of discovering it once the entry has run (one round trip less on a phone, see
 * docs/design.md §7 "First load"). Plain links: the CSP forbids inline scripts, not these.
 * `crossorigin` on both kinds: Vite asks for a chunk's stylesheet in CORS mode, and a preload
 * whose credentials mode differs is not used (the stylesheet was fetched twice).
 */
export function withPreloads(html: string, files: string[]): string {
  return inHead(
    html,
    files.map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    ),
  );
}

/**
 * index.html with the page's first API reads (core/site/early-requests.ts) announced in its
 * head: the browser starts them as it reads the HTML, where the entry module could start them
 * only once all its files had arrived (the editor's contract painted ~0.2 s sooner in
 * Lighthouse's mobile simulation, docs/design.md §7 "First load"). The entry's own fetch of the
 * same path (web/lib/early-fetch.ts: same URL, CORS mode, same-origin credentials) takes the
 * preloaded answer; a browser that does not match them asks twice, which a GET allows.
 */
export function withDataPreloads(html: string, paths: readonly string[]): string {
  return inHead(
    html,
    paths.map((path) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(path)}">`),
  );
}
