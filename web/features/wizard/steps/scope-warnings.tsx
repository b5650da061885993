import {
  childAdvertisingSupportsError,
  childAdvertisingWarning,
} from '@core/rules/child-modelling';
import { combinedScopeWarning } from '@core/rules/combined-scope';
import { destinationSupportsWarning } from '@core/rules/destination-supports';
import { lowPriceWarning } from '@core/rules/low-price';
import { unfitWorkWarnings } from '@core/rules/work-kind';
import type { Draft } from '@core/schemas/draft';
import { Alert } from '../../../components/ui/alert';
import { needsL7124 } from '../state/minor-parties';
import { useToday } from './field-grid';

/**
 * A warning in a live region of its own, present (empty) before it shows: screen readers hear it
 * as soon as the answer that triggers it is typed. Nothing when `paragraphs` is empty.
 */
function LiveWarning({
  title,
  paragraphs,
  tone = 'warning',
}: {
  title: string;
  paragraphs: string[];
  tone?: 'warning' | 'error';
}) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {paragraphs.length > 0 && (
        <Alert tone={tone} inLiveRegion title={title}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Alert>
      )}
    </div>
  );
}

const some = (warning: string | null) => (warning ? [warning] : []);

/**
 * Step 5 warnings that do not block (legal review D12, C v2): a destination naming a medium no
 * ticked support covers (the deed would authorise nothing the parties want), and an exclusive
 * copyright outlasting the portrait's image licence. Computed in core, shown where the answer is
 * given; a live region so the warning is heard as soon as the typed destination triggers it.
 */
export function DestinationWarning({ draft }: { draft: Draft }) {
  const warning = destinationSupportsWarning(draft.destination, draft.supports);
  return <LiveWarning title="Destination et supports à accorder" paragraphs={some(warning)} />;
}

export function CombinedScopeWarning({ draft }: { draft: Draft }) {
  return (
    <LiveWarning
      title="Durées de la cession et de l’autorisation d’image"
      paragraphs={some(combinedScopeWarning(draft))}
    />
  );
}

/**
 * Step 5, under the copyright price: a price above the token floor but low for an exclusive or
 * legal-term grant (core/rules/low-price.ts). Warns, never blocks.
 */
export function LowPriceWarning({ draft }: { draft: Draft }) {
  return (
    <LiveWarning
      title="Un prix bas pour ce qui est cédé"
      paragraphs={some(lowPriceWarning(draft))}
    />
  );
}

/**
 * Step 4: the work's description names a kind of work these templates are not written for
 * (software, publishing, audiovisual adaptation: core/rules/work-kind.ts). Warns, never blocks.
 */
export function WorkKindWarning({
  draft,
  destinationOnly = false,
}: {
  draft: Draft;
  /** Step 5: what the destination alone calls for (step 4 has shown the description's). */
  destinationOnly?: boolean;
}) {
  return (
    <LiveWarning
      title="Un modèle qui ne convient pas à cette œuvre"
      paragraphs={unfitWorkWarnings(
        destinationOnly ? '' : draft.description_oeuvre,
        draft.destination,
      )}
    />
  );
}

/**
 * Step 5: « Non » was answered at step 3 to the modelling question of a child under 16, but an
 * advertising support is ticked — refused, the contract cannot be generated so (the same message
 * shows on the step-3 answer and in step 6's checklist) — or the destination speaks of
 * advertising, which warns (C. trav. L7124-1; core/rules/child-modelling.ts). Shown where the
 * contradicting answer is given.
 */
export function ChildAdvertisingWarning({ draft }: { draft: Draft }) {
  const today = useToday();
  const child = needsL7124(draft, today);
  const error = child ? childAdvertisingSupportsError(draft) : null;
  const warning = child ? childAdvertisingWarning(draft) : null;
  return (
    <LiveWarning
      title="Image d’un enfant et publicité"
      tone={error ? 'error' : 'warning'}
      paragraphs={some(error ?? (warning && warning.charAt(0).toUpperCase() + warning.slice(1)))}
    />
  );
}
