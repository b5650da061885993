import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { ErrorBoundary } from './error-boundary';
import { RELOAD_LABEL, useChunkRecovery } from './error-screen';

type LazyPieceProps = {
  /** What failed, in French, as the subject of « … n'a pas pu se charger. » */
  name: string;
  /** A dialog or toast: the message floats over the page; inline pieces stay in their place. */
  floating?: boolean;
  /** A whole part of the page (a wizard step, the preview's text): the message shows in its place. */
  block?: boolean;
  /** Hides the message (a dialog's close): the piece is no longer wanted. */
  onClose?: () => void;
  /** Shown while the piece's file arrives (nothing by default). */
  fallback?: ReactNode;
  /** A piece kept mounted while closed (the sign-in dialog): its message shows only when open. */
  open?: boolean;
  /**
   * Where the message goes when the piece cannot load (default: alone, in the piece's place):
   * the editor keeps its contract readable around it.
   */
  errorView?: (message: ReactNode) => ReactNode;
  children: ReactNode;
};

/**
 * A lazily loaded piece of the page (sign-in dialog, home dialogs, user menu, toasts) inside
 * Suspense and an error boundary of its own: if its file cannot be fetched the rest of the page
 * keeps working and a French message offers « Recharger la page » (and reloads once by itself
 * after a deployment).
 */
export function LazyPiece({
  name,
  floating = false,
  block = false,
  onClose,
  open = true,
  fallback = null,
  errorView = (message) => message,
  children,
}: LazyPieceProps) {
  return (
    <ErrorBoundary
      fallback={(error) =>
        open &&
        errorView(
          <PieceError
            error={error}
            name={name}
            floating={floating}
            block={block}
            onClose={onClose}
          />,
        )
      }
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function PieceError({
  error,
  name,
  floating,
  block,
  onClose,
}: {
  error: unknown;
  name: string;
  floating: boolean;
  block: boolean;
  onClose?: () => void;
}) {
  useChunkRecovery(error);
  const reload = useRef<HTMLButtonElement>(null);
  // The visitor just asked for this piece (a click on « Connexion »…): take them to the way out.
  useEffect(() => {
    if (floating) reload.current?.focus();
  }, [floating]);
  const text = `${name} n’a pas pu se charger. Vérifiez votre connexion puis rechargez la page.`;
  if (block) {
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="text-sm text-red-900">{text}</p>
        <Button ref={reload} size="sm" variant="outline" onClick={() => window.location.reload()}>
          {RELOAD_LABEL}
        </Button>
      </div>
    );
  }
  if (!floating) {
    return (
      <span role="alert" className="inline-flex items-center gap-2 text-sm text-red-900">
        <span className="sr-only">{text}</span>
        <Button ref={reload} size="sm" variant="outline" onClick={() => window.location.reload()}>
          {RELOAD_LABEL}
        </Button>
      </span>
    );
  }
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg border border-red-200 bg-white p-4 text-sm text-red-900 shadow-lg"
    >
      <p>{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button ref={reload} size="sm" onClick={() => window.location.reload()}>
          {RELOAD_LABEL}
        </Button>
        {onClose && (
          <Button size="sm" variant="outline" onClick={onClose}>
            Fermer
          </Button>
        )}
      </div>
    </div>
  );
}
