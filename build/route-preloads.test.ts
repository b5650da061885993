import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lazyRoutes } from './route-preloads';

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
