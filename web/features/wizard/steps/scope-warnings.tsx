import {
  childAdvertisingSupportsError,
  childAdvertisingWarning,
} from '@core/rules/child-modelling';
import { draftWarnings } from '@core/rules/draft-warnings';
import type { Draft } from '@core/schemas/draft';
import { Alert } from '@web/components/ui/alert';
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
 * The soft warnings (core/rules/draft-warnings.ts) about one answer, shown under it — the same
 * list `/api/preview` returns and step 6 sums up. Warns, never blocks. The child's advertising
 * warning has its own place (ChildAdvertisingWarning): the same answers can also be refused.
 */
export function AnswerWarnings({ draft, field }: { draft: Draft; field: string }) {
  const today = useToday();
  const warnings = draftWarnings(draft, today).filter(
    (w) => w.field === field && w.code !== 'child_advertising',
  );
  const titles = [...new Set(warnings.map((w) => w.title))];
  return (
    <div aria-live="polite" className="space-y-3 empty:hidden">
      {titles.map((title) => (
        <Alert key={title} tone="warning" inLiveRegion title={title}>
          {warnings
            .filter((w) => w.title === title)
            .map((w) => (
              <p key={w.message}>{w.message}</p>
            ))}
        </Alert>
      ))}
    </div>
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
