import { applicableDraftFields } from '@core/fields/applicable';
import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import type { FieldSpec } from '@core/fields/types';
import { stepBlockers, type MissingField } from '@core/rules/readiness';
import { microPriceAllowed } from '@core/rules/situations';
import { PRICE_FIELDS, priceInputError, shownPrice } from './price-input';
import type { WizardState } from './wizard-state';

/**
 * The answers that keep « Suivant » from leaving the step (docs/product.md §4 "Wizard"): the
 * draft's badly formed answers of this step (core's stepBlockers), then the prices typed but
 * refused, which never reach the draft (price-input.ts) and so only the typed text shows.
 */
export function stepProblems(
  state: Pick<WizardState, 'step' | 'draft' | 'priceInputs'>,
  today: Date,
  registry: readonly FieldSpec[] = DRAFT_FIELDS,
): MissingField[] {
  const { step, draft, priceInputs } = state;
  const problems = stepBlockers(draft, step, today, registry);
  const shown = applicableDraftFields(draft, today, registry).filter((a) => a.spec.step === step);
  for (const field of PRICE_FIELDS) {
    const spec = shown.find((a) => a.spec.key === field)?.spec;
    const raw = priceInputs[field];
    if (!spec || raw === undefined) continue;
    const micro = microPriceAllowed(draft, field);
    if (shownPrice(raw, draft[field], micro) !== raw) continue;
    const message = priceInputError(raw, micro);
    if (message)
      problems.push({
        key: field,
        label: spec.labelIn?.(draft) ?? spec.label,
        item: spec.item ?? 'price',
        step,
        ...(spec.group ? { group: spec.group } : {}),
        problem: 'invalid',
        message,
      });
  }
  return problems;
}
