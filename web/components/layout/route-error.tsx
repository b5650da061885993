import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from '../ui/alert';
import { Button, buttonClasses } from '../ui/button';

/**
 * Shown inside the layout when a route fails to load (e.g. a chunk missing after a deploy)
 * or throws while rendering: a French message and a way out, never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <section className="mx-auto max-w-xl py-12">
      <h1 className="text-2xl font-semibold text-slate-900">Une erreur est survenue</h1>
      <Alert tone="error" className="mt-4">
        Cette page n'a pas pu s'afficher. Rechargez-la ; si le problème persiste, revenez à l'accueil.
        {detail && <span className="mt-1 block text-xs">{detail}</span>}
      </Alert>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Recharger la page</Button>
        <Link to="/" className={buttonClasses('outline')}>
          Retour à l'accueil
        </Link>
      </div>
    </section>
  );
}
