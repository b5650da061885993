/**
 * The public pages: the same for every visitor, so the build prerenders them (build/prerender.ts)
 * and /sitemap.xml lists them (server/plugins/crawler-files.ts). Pages behind a sign-in, a token
 * (/signer/…) or a form's answers are not here. Pure, shared by the build, the server and the web.
 */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/legal',
  '/confidentialite',
  '/conditions-utilisation',
  '/verifier',
  '/versions',
  '/plan-site',
] as const;

/** The file, under the build's PRERENDERED_DIR, of a public page's prerendered HTML. */
export const prerenderedFile = (pathname: string): string =>
  pathname === '/' ? 'index.html' : `${pathname.slice(1).replaceAll('/', '_')}.html`;

/** Where, inside dist/web, the build writes the prerendered pages (never served as files). */
export const PRERENDERED_DIR = 'prerendered';
