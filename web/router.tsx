import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './routes/app-layout';
import { RootError, RouteError } from './components/layout/route-error';
import { PageSpinner } from './components/ui/spinner';
import { nextTask } from './lib/after-paint';
import { withQueryClient } from './lib/query-loader';
import { RequireAuth } from './features/auth/require-auth';
import type { RouteHandle } from './routes/route-handle';

/** How long a first visit waits for its page's code before showing a spinner. */
export const FIRST_LOAD_SPINNER_DELAY_MS = 500;

// Every route of docs/product.md §2, each lazily loaded so the entry chunk stays small
// (docs/design.md §7). The layout, the sign-in guard and the redirects are in the entry; page
// modules are not.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The layout itself failed: a bare French page, never React Router's English default.
    errorElement: <RootError />,
    // While a first visit's page code arrives (preloaded with the entry, usually a few frames
    // later): a spinner only if that takes long, so a quick load paints its page directly
    // instead of flashing « Chargement… » first (docs/design.md §7 "First load").
    HydrateFallback: () => <PageSpinner delayMs={FIRST_LOAD_SPINNER_DELAY_MS} />,
    children: [
      {
        // Errors of a page render inside the layout, so header and navigation stay usable.
        errorElement: <RouteError />,
        children: [
          { path: '/', lazy: () => import('./routes/home') },
          {
            path: '/wizard',
            lazy: () => import('./routes/wizard'),
            // The footer starts below the fold, not pushed there when the form arrives (it was
            // the page's layout shift, CLS 0.19 in Lighthouse's mobile run).
            handle: { tall: true } satisfies RouteHandle,
          },
          { path: '/dashboard', lazy: () => import('./routes/dashboard') },
          { path: '/temp-dashboard', element: <Navigate to="/dashboard" replace /> },
          { path: '/about', lazy: () => import('./routes/about') },
          { path: '/legal', lazy: () => import('./routes/legal') },
          { path: '/confidentialite', lazy: () => import('./routes/privacy') },
          { path: '/conditions-utilisation', lazy: () => import('./routes/terms') },
          { path: '/mot-de-passe/nouveau', lazy: () => import('./routes/reset-password') },
          { path: '/signer/:token', lazy: () => import('./routes/sign') },
          { path: '/verifier', lazy: () => import('./routes/verify') },
          { path: '/seance/:token', lazy: () => import('./routes/seance') },
          { path: '/versions', lazy: () => import('./routes/versions') },
          { path: '/plan-site', lazy: () => import('./routes/plan-site') },
          {
            // Sign-in guard (docs/product.md §2): spinner, then home with the origin remembered.
            element: <RequireAuth />,
            children: [
              { path: '/wizard/finalize/:contractId', lazy: () => import('./routes/finalize') },
              {
                path: '/contracts',
                lazy: () => import('./routes/contracts'),
                // Its height is known only once the list has answered: the footer starts below the
                // fold rather than being pushed out of the screen when the cards replace the
                // spinner (Lighthouse's mobile run counted a shift of 0.059).
                handle: { tall: true } satisfies RouteHandle,
              },
              { path: '/droits', lazy: () => import('./routes/rights') },
              { path: '/contracts/:contractId', lazy: () => import('./routes/contract') },
              {
                path: '/editor/:contractId',
                lazy: () => import('./routes/editor'),
                // A page taller than the screen from its first frame (web/routes/app-layout.tsx).
                handle: { tall: true } satisfies RouteHandle,
              },
              { path: '/compte', lazy: () => import('./routes/account') },
              { path: '/seances', lazy: () => import('./routes/seances') },
              { path: '/seances/:id', lazy: () => import('./routes/seance-owner') },
              { path: '/seances/:id/imprimer', lazy: () => import('./routes/seance-print') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

/**
 * Every lazy page renders in a task after the one that evaluated its code, not in the same: on a
 * first visit the two made one long task (`/wizard`: its code with zod's schemas, then step 1's
 * render, ~170 ms on Lighthouse's 4× slowed phone), which the browser could not interrupt and
 * Lighthouse counted as blocking from the first paint it produced (docs/design.md §7 "First
 * load"). Applied here rather than in each `lazy` above, whose `import()` form the build reads
 * (build/route-preloads.ts).
 *
 * Every page but home also waits for TanStack Query (web/lib/query-loader.ts), which home does
 * without to stay within its JavaScript budget (docs/design.md §7).
 */
export function renderAfterEvaluation(list: RouteObject[]): void {
  for (const route of list) {
    const load = route.lazy;
    if (typeof load === 'function')
      route.lazy = async () => {
        const page = await (route.path === '/' ? load() : withQueryClient(load()));
        await nextTask();
        return page;
      };
    if (route.children) renderAfterEvaluation(route.children);
  }
}
renderAfterEvaluation(routes);

/**
 * The browser's router. On a page the build prerendered (build/prerender.ts) the current page's
 * modules are loaded first, so the router's first render is that page, as hydration expects,
 * not the HydrateFallback spinner (a mismatch that made React drop the prerendered HTML).
 */
export async function createAppRouter(prerendered: boolean) {
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes);
}

/** Replaces the `lazy` of the routes matching `pathname` by what it loads. */
export async function loadMatchedRoutes(list: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(list, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      const page = await load();
      Object.assign(route, page);
      route.lazy = undefined;
    }),
  );
}
