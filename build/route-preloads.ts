import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** What the build tells the server: for each route path of web/router.tsx, the files its page needs. */
export type RoutePreloads = Record<string, string[]>;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The `{ path: '…', lazy: () => import('./routes/…') }` pairs of web/router.tsx (pure, tested). */
export function lazyRoutes(routerSource: string): { path: string; module: string }[] {
  const pairs = routerSource.matchAll(
    /path:\s*'([^']+)',\s*lazy:\s*\(\)\s*=>\s*import\('\.\/(routes\/[^']+)'\)/g,
  );
  return [...pairs].map(([, path, module]) => ({ path: path!, module: module! }));
}

type Chunk = {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
};

/**
 * Writes route-preloads.json: the page chunk of each lazy route and the chunks it imports
 * statically, minus what the entry already loads. The server lists them as
 * `<link rel="modulepreload">` in the page it sends (server/plugins/spa.ts), so a first visit
 * downloads the page's code together with the entry instead of after it has run
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
      const entryFiles = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const preloads: RoutePreloads = {};
      for (const { path, module } of lazyRoutes(readFileSync(routerFile, 'utf8'))) {
        // The chunk that holds the page's module: with entry signatures not preserved
        // (vite.config.ts), a page's module may share its chunk and lose the facade.
        const holders = chunks.filter((chunk) =>
          chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '').endsWith(`/web/${module}`)),
        );
        const page = holders[0];
        if (!page) this.error(`${routerFile} : aucun chunk pour ${module}`);
        if (holders.length > 1) this.error(`${routerFile} : ${module} copié dans plusieurs chunks`);
        preloads[path] = [...closure([page.fileName])]
          .filter((file) => !entryFiles.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}
