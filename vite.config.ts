import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { routePreloads } from './build/route-preloads.ts';
import { webFonts } from './build/web-fonts.ts';
import { keepsItsOwnChunk } from './build/inline-common.ts';

const coreDir = fileURLToPath(new URL('./core', import.meta.url));
const webDir = fileURLToPath(new URL('./web', import.meta.url));

/**
 * Writes file.br and file.gz beside each text asset, so a server with @fastify/static's
 * `preCompressed: true` sends them compressed: Lighthouse on / went from 75 (uncompressed) to
 * 95 (brotli) in bench/README.md's run. Compressed once at build, never per request.
 */
function precompress(): Plugin {
  return {
    name: 'clausier-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
        const file = join(dir, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * React Router publishes one build per mode, but its package exports only the development one
 * (its dev warnings on, `ENABLE_DEV_WARNINGS = true`); the production build is the same code
 * with them off. The web build takes it, the dev server and unit tests keep the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

const QUERY_LIBRARY = /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
const isQueryContext = (id: string) =>
  QUERY_LIBRARY.test(id) && id.endsWith('QueryClientProvider.js');

/**
 * Two builds: the browser's (dist/web), then `--ssr prerender.tsx` (dist/prerender), the same
 * pages bundled for Node, which build/prerender.ts runs to write the public pages' HTML. The
 * second needs neither the browser's chunking nor its fonts, compressed files or preload table.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild
    ? [react()]
    : [
        webFonts(fileURLToPath(new URL('.', import.meta.url))),
        react(),
        tailwindcss(),
        precompress(),
        routePreloads(fileURLToPath(new URL('./web/router.tsx', import.meta.url))),
      ],
  resolve: {
    alias: [
      { find: '@core', replacement: coreDir },
      { find: '@web', replacement: webDir },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  build: isSsrBuild
    ? { outDir: '../dist/prerender', emptyOutDir: true, sourcemap: false }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: {
          // No chunk's exports are an API of their own (only the app imports them), which lets the
          // small shared chunks be copied into their pages (below).
          preserveEntrySignatures: false,
          output: {
            // Modules run in their source order whatever chunk they end up in: what copying chunks
            // requires (rolldown turns it on by itself; said here so no one turns it off).
            strictExecutionOrder: true,
            // Vendors that every page needs, in chunks of their own: an app deploy leaves them
            // cached (same hash), so a returning visitor downloads only the app code again.
            codeSplitting: {
              groups: [
                {
                  name: 'vendor-react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 30,
                },
                { name: 'vendor-router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
                {
                  name: 'vendor-query',
                  test: (id) => QUERY_LIBRARY.test(id) && !isQueryContext(id),
                  priority: 10,
                },
                // ProseMirror's model, the rest of ProseMirror, then TipTap: the editor evaluates each
                // on its own before the rest of its code (web/features/editor/components/
                // editor-page.tsx), four tasks rather than one of a phone's ~200 ms.
                {
                  name: 'vendor-prosemirror-model',
                  test: /node_modules[\\/](prosemirror-model|orderedmap)[\\/]/,
                  priority: 4,
                },
                {
                  name: 'vendor-prosemirror',
                  test: /node_modules[\\/](prosemirror-[a-z-]+|@tiptap[\\/]pm|rope-sequence|w3c-keyname)[\\/]/,
                  priority: 3,
                },
                { name: 'vendor-tiptap', test: /node_modules[\\/]@tiptap[\\/]/, priority: 2 },
                // The app's own modules that the entry loads, in one file with it.
                // With TanStack Query's context, taken before the library's group (which would take it
                // as a dependency of its hooks): the providers hold it before the rest of the library
                // is loaded, by the first page that needs it (web/lib/query-loader.ts).
                {
                  name: 'app',
                  test: (id) => !id.includes('node_modules') || isQueryContext(id),
                  tags: ['$initial'],
                  priority: 15,
                },
              ],
              // Shared chunks under 8 KB of source are copied into each page that uses them: a page's
              // first paint waited for up to 30 files, each a round trip on HTTP/1.1 (`/wizard` 30 →
              // 14, `/` 12 → 9; bench/README.md). Libraries and our modules that hold
              // state are never copied (build/inline-common.ts).
              experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: keepsItsOwnChunk },
            },
          },
        },
      },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
