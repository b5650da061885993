import { combinedScopeWarning } from '@core/rules/combined-scope';
import { destinationSupportsWarning } from '@core/rules/destination-supports';
import type { Draft } from '@core/schemas/draft';
import { Alert } from '../../../components/ui/alert';

/**
 * Step 5 warnings that do not block (legal review D12, C v2): a destination naming a medium no
 * ticked support covers (the deed would authorise nothing the parties want), and an exclusive
 * copyright outlasting the portrait's image licence. Computed in core, shown where the answer is
 * given; a live region so the warning is heard as soon as the typed destination triggers it.
 */
export function DestinationWarning({ draft }: { draft: Draft }) {
  const warning = destinationSupportsWarning(draft.destination, draft.supports);
  return (
    <div aria-live="polite" className="empty:hidden">
      {warning && (
        <Alert tone="warning" title="Destination et supports à accorder">
          <p>{warning}</p>
        </Alert>
      )}
    </div>
  );
}

export function CombinedScopeWarning({ draft }: { draft: Draft }) {
  const warning = combinedScopeWarning(draft);
  return (
    <div aria-live="polite" className="empty:hidden">
      {warning && (
        <Alert tone="warning" title="Durées de la cession et de l’autorisation d’image">
          <p>{warning}</p>
        </Alert>
      )}
    </div>
  );
}
