import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

/**
 * A contract save refused because of its version (409: saved meanwhile from another tab or
 * device; 428: this page knew no version). Shared by the wizard's step 6 and the finalisation
 * page. The dashboard and the clients panel word the same choice their own way
 * (`ConflictChoiceAlert` below).
 */
export const CONTRACT_CONFLICT_TITLE = 'Ce contrat a été modifié ailleurs';
export const CONTRACT_CONFLICT_MESSAGE =
  'Il a été enregistré depuis un autre onglet ou un autre appareil depuis que cette page l’a lu\u00a0: rien n’a été écrasé et vos réponses sont toujours affichées. Rechargez la version enregistrée pour la voir (vos réponses non enregistrées seront remplacées), ou gardez vos réponses puis enregistrez à nouveau pour remplacer l’autre version.';
export const CONTRACT_RELOAD_FAILED =
  'Impossible de recharger la version enregistrée. Veuillez réessayer.';

export type VersionConflictState = {
  open: boolean;
  busy: boolean;
  error: string | null;
  reload: () => Promise<void> | void;
  keepMine: () => Promise<void> | void;
};

export function VersionConflictAlert({ conflict }: { conflict: VersionConflictState }) {
  if (!conflict.open) return null;
  return (
    <ConflictChoiceAlert
      title={CONTRACT_CONFLICT_TITLE}
      message={CONTRACT_CONFLICT_MESSAGE}
      keepLabel="Garder mes réponses"
      busy={conflict.busy}
      error={conflict.error}
      onReload={conflict.reload}
      onKeep={conflict.keepMine}
    />
  );
}

/**
 * The one choice every refused save offers (docs/product.md §8): reload what is saved, or keep
 * what is on screen and save again. Each screen words what changed its own way.
 */
export function ConflictChoiceAlert({
  title,
  message,
  keepLabel = 'Garder mes modifications',
  busy = false,
  error = null,
  onReload,
  onKeep,
}: {
  title: string;
  message: string;
  /** The second button: the contract's screens say « Garder mes réponses ». */
  keepLabel?: string;
  busy?: boolean;
  error?: string | null;
  onReload: () => Promise<void> | void;
  onKeep: () => Promise<void> | void;
}) {
  return (
    <Alert tone="warning" title={title}>
      <p>{message}</p>
      {error && <p className="mt-1 font-medium text-red-800">{error}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" loading={busy} onClick={() => void onReload()}>
          Recharger
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void onKeep()}>
          {keepLabel}
        </Button>
      </div>
    </Alert>
  );
}
