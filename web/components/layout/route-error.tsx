import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/**
 * Shown inside the layout when a route fails to load (e.g. a chunk missing after a deploy)
 * or throws while rendering: a French message and a way out, never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return <ErrorScreen error={error} detail={detail} />;
}

/**
 * The root route's error element: the layout itself failed, so the page is drawn bare (no
 * header). Without it React Router would show its own English "Unexpected Application Error!".
 */
export function RootError() {
  return (
    <div className="flex min-h-dvh flex-col">
      <p className="border-b border-slate-200 bg-white px-4 py-4 text-xl font-bold tracking-tight text-brand-800">
        Clausier
      </p>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <RouteError />
      </main>
    </div>
  );
}
