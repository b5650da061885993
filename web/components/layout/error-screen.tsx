import { useEffect, useRef } from 'react';
import { isChunkLoadError, reloadIfNewDeployment } from '@web/lib/chunk-reload';
import { Alert } from '../ui/alert';
import { Button, buttonClasses } from '../ui/button';

export const RELOAD_LABEL = 'Recharger la page';
export const CHUNK_ERROR_TEXT =
  'Une partie de Clausier n’a pas pu se charger : la connexion a peut-être été interrompue, ou une nouvelle version vient d’être mise en ligne. Rechargez la page.';
export const RENDER_ERROR_TEXT =
  'Cette page n’a pas pu s’afficher. Rechargez-la ; si le problème persiste, revenez à l’accueil.';

/** After a deployment a failed chunk reloads the page once by itself (web/lib/chunk-reload.ts). */
export function useChunkRecovery(error: unknown) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) void reloadIfNewDeployment();
  }, [chunk]);
  return chunk;
}

/**
 * The French error page: a route that failed to load or to render, or the whole app. Its
 * heading takes focus, so keyboard and screen-reader users land on the message. « Retour à
 * l'accueil » is a plain link: a full load of the home page is the surest way out.
 */
export function ErrorScreen({ error, detail }: { error: unknown; detail?: string }) {
  const chunk = useChunkRecovery(error);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto max-w-xl py-12">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-slate-900 focus:outline-none"
      >
        Une erreur est survenue
      </h1>
      <Alert tone="error" className="mt-4">
        {chunk ? CHUNK_ERROR_TEXT : RENDER_ERROR_TEXT}
        {detail && <span className="mt-1 block text-xs">{detail}</span>}
      </Alert>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{RELOAD_LABEL}</Button>
        <a href="/" className={buttonClasses('outline')}>
          Retour à l’accueil
        </a>
      </div>
    </section>
  );
}
