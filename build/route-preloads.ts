import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../core/site/route-preloads';

export { ROUTE_PRELOADS_FILE, type RoutePreloads };

/** The `{ path: '…', lazy: () => import('./routes/…') }` pairs of web/router.tsx (pure, tested). */
export function lazyRoutes(routerSource: string): { path: string; module: string }[] {
  const pairs = routerSource.matchAll(
    /path:\s*'([^']+)',\s*lazy:\s*\(\)\s*=>\s*import\('\.\/(routes\/[^']+)'\)/g,
  );
  return [...pairs].map(([, path, module]) => ({ path: path!, module: module! }));
}

/** The few fields of a bundle's chunk read here (Rollup's OutputChunk, with Vite's metadata). */
export type Chunk = {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
  /** The stylesheets Vite extracted from the chunk's modules (loaded with it). */
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * For each lazy route, the files its page needs beyond what the entry loads: the chunk holding
 * the page's module, the chunks it imports statically, and their stylesheets (pure, tested). A
 * page's stylesheet was otherwise asked for only once the router had run and asked for the page
 * (the editor's: one round trip after its data, docs/design.md §7 "First load").
 */
export function preloadTable(
  chunks: readonly Chunk[],
  routes: readonly { path: string; module: string }[],
  /** A module the router loads with every page but `except`'s (web/lib/query-loader.ts). */
  alongside?: { module: string; except: readonly string[] },
): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const withCss = (files: Set<string>) =>
    new Set([
      ...files,
      ...[...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
    ]);
  const entry = withCss(closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName)));
  // The chunk that holds a module: with entry signatures not preserved (vite.config.ts), a
  // page's module may share its chunk and lose the facade.
  const holder = (module: string) => {
    const holders = chunks.filter((chunk) =>
      chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '').endsWith(`/web/${module}`)),
    );
    if (!holders[0]) throw new Error(`aucun chunk pour ${module}`);
    if (holders.length > 1) throw new Error(`${module} copié dans plusieurs chunks`);
    return holders[0].fileName;
  };
  const withAlongside = alongside ? [holder(alongside.module)] : [];
  const preloads: RoutePreloads = {};
  for (const { path, module } of routes) {
    const start = [holder(module)];
    if (alongside && !alongside.except.includes(path)) start.push(...withAlongside);
    preloads[path] = [...withCss(closure(start))]
      .filter((file) => !entry.has(file))
      .map((file) => `/${file}`);
  }
  return preloads;
}

/**
 * Writes route-preloads.json (preloadTable). The server lists its files in the page it sends
 * (`<link rel="modulepreload">`, `<link rel="preload" as="style">`, server/plugins/spa.ts), so a
 * first visit downloads the page's code together with the entry instead of after it has run
 * (docs/design.md §7 "First load").
 */
export function routePreloads(routerFile: string): Plugin {
  return {
    name: 'clausier-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Chunk & typeof item => item.type === 'chunk',
      );
      let preloads: RoutePreloads;
      try {
        // Every page but home waits for TanStack Query's chunk too (web/router.tsx).
        preloads = preloadTable(chunks, lazyRoutes(readFileSync(routerFile, 'utf8')), {
          module: 'lib/query-runtime',
          except: ['/'],
        });
      } catch (error) {
        this.error(`${routerFile} : ${(error as Error).message}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}
