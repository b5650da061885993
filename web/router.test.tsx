// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { loadMatchedRoutes, renderAfterEvaluation, routes } from './router';

/** Every route object of a tree, children included. */
const flatten = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...flatten(route.children ?? [])]);

describe('lazy pages render in a task of their own', () => {
  it('hands a page module over only after a task has passed, nested routes included', async () => {
    const page = { Component: () => null };
    // Home's path: every other page also waits for TanStack Query's chunk (lib/query-loader.ts).
    const tree: RouteObject[] = [{ children: [{ path: '/', lazy: async () => page }] }];
    renderAfterEvaluation(tree);
    const lazy = tree[0]!.children![0]!.lazy as () => Promise<unknown>;
    let handedOver: unknown;
    void lazy().then((module) => (handedOver = module));
    // Every microtask done (the module evaluated, its promise settled): not handed over yet…
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(handedOver).toBeUndefined();
    // …until a task has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handedOver).toBe(page);
  });

  it('is applied to every lazy route of the app', () => {
    const lazy = flatten(routes).filter((route) => route.lazy);
    expect(lazy.length).toBeGreaterThan(15);
    // Wrapped: the function the router calls is ours, not the `import()` arrow of router.tsx.
    for (const route of lazy) expect(String(route.lazy)).toContain('nextTask');
  });
});

describe('a prerendered page is hydrated as its page, not as the loading spinner', () => {
  it('loads the lazy modules of the routes matching the page, and only those', async () => {
    const Page = () => null;
    const other = async () => ({ Component: () => null });
    const tree: RouteObject[] = [
      {
        id: 'layout',
        children: [
          { path: '/legal', lazy: async () => ({ Component: Page }) },
          { path: '/contracts', lazy: other },
        ],
      },
    ];
    await loadMatchedRoutes(tree, '/legal');
    const [legal, contracts] = tree[0]!.children!;
    expect(legal!.Component).toBe(Page);
    expect(legal!.lazy).toBeUndefined();
    expect(contracts!.lazy).toBe(other);
  });
});
