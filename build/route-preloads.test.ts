import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lazyRoutes, preloadTable, type Chunk } from './route-preloads';

describe('lazyRoutes', () => {
  it('finds every lazy route of web/router.tsx, one-line and multi-line alike', () => {
    const source = readFileSync('web/router.tsx', 'utf8');
    const routes = lazyRoutes(source);
    // As many as the router has lazy pages: none missed by a change of layout.
    expect(routes).toHaveLength(source.match(/lazy: \(\) => import\(/g)?.length ?? -1);
    expect(routes).toContainEqual({ path: '/contracts', module: 'routes/contracts' });
    expect(routes).toContainEqual({ path: '/editor/:contractId', module: 'routes/editor' });
    expect(routes).toContainEqual({ path: '/', module: 'routes/home' });
  });
});

describe('preloadTable', () => {
  const chunk = (fileName: string, extra: Partial<Chunk> = {}): Chunk => ({
    fileName,
    imports: [],
    isEntry: false,
    moduleIds: [],
    ...extra,
  });
  const CHUNKS: Chunk[] = [
    chunk('assets/web-1.js', {
      isEntry: true,
      imports: ['assets/vendor-1.js'],
      moduleIds: ['/x/web/main.tsx'],
      viteMetadata: { importedCss: new Set(['assets/web-1.css']) },
    }),
    chunk('assets/vendor-1.js'),
    chunk('assets/editor-1.js', {
      imports: ['assets/vendor-1.js', 'assets/shared-1.js'],
      moduleIds: ['/x/web/routes/editor.tsx'],
      viteMetadata: { importedCss: new Set(['assets/editor-1.css']) },
    }),
    chunk('assets/shared-1.js', {
      viteMetadata: { importedCss: new Set(['assets/shared-1.css', 'assets/web-1.css']) },
    }),
    chunk('assets/home-1.js', { moduleIds: ['/x/web/routes/home.tsx'] }),
  ];

  it('lists the page chunk, its static imports and their stylesheets, minus the entry’s', () => {
    const table = preloadTable(CHUNKS, [
      { path: '/editor/:contractId', module: 'routes/editor' },
      { path: '/', module: 'routes/home' },
    ]);
    expect(table).toEqual({
      '/editor/:contractId': [
        '/assets/editor-1.js',
        '/assets/shared-1.js',
        '/assets/editor-1.css',
        '/assets/shared-1.css',
      ],
      '/': ['/assets/home-1.js'],
    });
  });

  it('adds a module the router loads with every page but the excepted ones', () => {
    const withQuery = [
      ...CHUNKS,
      chunk('assets/query-runtime-1.js', {
        imports: ['assets/vendor-query-1.js'],
        moduleIds: ['/x/web/lib/query-runtime.ts'],
      }),
      chunk('assets/vendor-query-1.js'),
    ];
    const table = preloadTable(
      withQuery,
      [
        { path: '/editor/:contractId', module: 'routes/editor' },
        { path: '/', module: 'routes/home' },
      ],
      { module: 'lib/query-runtime', except: ['/'] },
    );
    expect(table['/']).toEqual(['/assets/home-1.js']);
    expect(table['/editor/:contractId']).toEqual(
      expect.arrayContaining(['/assets/query-runtime-1.js', '/assets/vendor-query-1.js']),
    );
  });

  it('refuses a route whose module is in no chunk, or copied in two', () => {
    expect(() => preloadTable(CHUNKS, [{ path: '/a', module: 'routes/about' }])).toThrow(
      'aucun chunk pour routes/about',
    );
    const twice = [...CHUNKS, chunk('assets/home-2.js', { moduleIds: ['/x/web/routes/home.tsx'] })];
    expect(() => preloadTable(twice, [{ path: '/', module: 'routes/home' }])).toThrow(
      'copié dans plusieurs chunks',
    );
  });
});
