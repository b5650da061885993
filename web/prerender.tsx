import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ErrorBoundary } from './components/layout/error-boundary';
import { ErrorScreen } from './components/layout/error-screen';
import { createQueryClient } from './lib/query-client';
import { PRERENDER_OPTIONS } from './lib/prerender-options';
import { Providers } from './providers';
import { routes } from './router';

/**
 * The HTML of `pathname`'s page as React renders it with no session and no browser storage, the
 * same tree as web/main.tsx, which hydrates it. Run by the build (build/prerender.ts) in Node,
 * from the server-side bundle of this module. `hydrate={false}`: React Router's hydration data
 * is an inline script, which the page's CSP refuses; the pages have no loaders to carry anyway.
 */
export async function prerenderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirige (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
        <Providers queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </ErrorBoundary>
    </StrictMode>,
    PRERENDER_OPTIONS,
  );
  return new Response(prelude).text();
}
