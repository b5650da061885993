import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_DIR, PUBLIC_PAGES, prerenderedFile } from '../core/site/public-pages';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The built index.html with a page's prerendered markup in its #root, which web/main.tsx then
 * hydrates. Everything else (CSP nonce slots, preloads the server adds, the boot message) stays
 * as the build wrote it. Pure, tested.
 */
export function withPrerendered(index: string, markup: string): string {
  if (!index.includes(EMPTY_ROOT)) throw new Error('index.html sans <div id="root"></div>');
  // A function, so a `$` in the page's text is not read as a replacement pattern.
  return index.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}

/**
 * Writes dist/web/prerendered/<page>.html for every public page (core/site/public-pages.ts),
 * from the server-side bundle `vite build --ssr` made of web/prerender.tsx. The server sends
 * them instead of the empty index.html (server/plugins/spa.ts): the page paints from its HTML,
 * before any JavaScript has run (docs/design.md §7 "First load").
 */
export async function prerenderPublicPages(webDir: string, bundle: string): Promise<string[]> {
  const { prerenderPage } = (await import(pathToFileURL(bundle).href)) as {
    prerenderPage: (pathname: string) => Promise<string>;
  };
  const index = readFileSync(join(webDir, 'index.html'), 'utf8');
  const dir = join(webDir, PRERENDERED_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const written: string[] = [];
  for (const pathname of PUBLIC_PAGES) {
    const file = join(dir, prerenderedFile(pathname));
    writeFileSync(file, withPrerendered(index, await prerenderPage(pathname)));
    written.push(file);
  }
  return written;
}

// `npm run build` runs it after both Vite builds: `tsx build/prerender.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const files = await prerenderPublicPages(
    resolve('dist/web'),
    resolve('dist/prerender/prerender.js'),
  );
  console.log(`${files.length} pages publiques prérendues dans dist/web/${PRERENDERED_DIR}/`);
  // The pages' modules leave timers behind (the query cache's garbage collection): done here.
  process.exit(0);
}
