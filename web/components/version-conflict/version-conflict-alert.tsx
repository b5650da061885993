import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

/**
 * A contract save refused because of its version (409: saved meanwhile from another tab or
 * device; 428: this page knew no version). Shared by the wizard's step 6 and the finalisation
 * page; the dashboard and the clients panel have their own wording of the same choice.
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
    <Alert tone="warning" title={CONTRACT_CONFLICT_TITLE}>
      <p>{CONTRACT_CONFLICT_MESSAGE}</p>
      {conflict.error && <p className="mt-1 font-medium text-red-800">{conflict.error}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" loading={conflict.busy} onClick={() => void conflict.reload()}>
          Recharger
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={conflict.busy}
          onClick={() => void conflict.keepMine()}
        >
          Garder mes réponses
        </Button>
      </div>
    </Alert>
  );
}
