import { useState } from 'react';
import { AUTEUR, IMAGE } from '@core/schemas/draft';
import { PAYMENT_TERMS_LABELS } from '@core/schemas/price';
import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { applyCessionType } from '@core/rules/cession';
import { registryProps, specOf } from '../../../components/registry-field/registry-props';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { Section } from '../controls';
import {
  isTokenPrice,
  priceInWords,
  priceInputError,
  shownPrice,
  type PriceField,
} from '../state/price-input';
import type { WizardApi } from '../state/use-wizard';
import { DraftField } from './draft-field';
import { requiredKeys, useToday } from './field-grid';
import { LowPriceWarning } from './scope-warnings';
import { paymentTermOptions } from './step-5.schema';

export const PRICE_HINT = specOf(DRAFT_FIELDS, 'remuneration').hint ?? '';
export const SWITCHED_TO_FREE_NOTE =
  'La cession est maintenant gratuite : elle reste non exclusive et limitée dans le temps. Vous pouvez revenir à « Onéreuse » à l’étape 2.';

type PriceInputProps = {
  wizard: WizardApi;
  field: PriceField;
  requiredMark?: boolean;
  onFree: () => void;
};

/**
 * One price (legal review A5b, D13): only an amount is accepted, with the server's messages; a
 * valid one is echoed in words and figures as the contract prints it. The error shows once the
 * field has been left (or at once for a text kept from before a reload), then follows each
 * keystroke.
 */
function PriceInput({ wizard, field, requiredMark, onFree }: PriceInputProps) {
  // Label, help, limit, keyboard and id from the registry: the checklist names the same field.
  const { hint, ...spec } = registryProps(specOf(DRAFT_FIELDS, field), { root: wizard.draft });
  const raw = shownPrice(wizard.priceInputs[field], wizard.draft[field]);
  const [touched, setTouched] = useState(() => raw.trim() !== '');
  const error = touched ? (priceInputError(raw) ?? undefined) : undefined;
  const words = priceInWords(raw);
  return (
    <div className="space-y-2">
      <TextField
        {...spec}
        requiredMark={requiredMark}
        value={raw}
        hint={
          words ? (
            <>
              Le contrat indiquera :{' '}
              <strong className="font-semibold text-slate-900">{words}</strong>
            </>
          ) : (
            hint
          )
        }
        error={error}
        onBlur={() => setTouched(true)}
        onChange={(event) => wizard.setPrice(field, event.target.value)}
      />
      {error && isTokenPrice(raw) && (
        <Button variant="outline" size="sm" onClick={onFree}>
          Passer en cession gratuite
        </Button>
      )}
    </div>
  );
}

/** Step 5's « Rémunération »: the price(s), tax regime and payment terms, all structured (A5b). */
export function PriceSection({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  const today = useToday();
  const required = requiredKeys(draft, today);
  const [switched, setSwitched] = useState(false);
  const combined = draft.type_contrat.includes(AUTEUR) && draft.type_contrat.includes(IMAGE);
  const toFree = () => {
    update((d) => applyCessionType(d, 'Gratuite'));
    setSwitched(true);
  };
  if (draft.type_cession !== 'Onéreuse')
    return (
      <div aria-live="polite">{switched && <Alert tone="info">{SWITCHED_TO_FREE_NOTE}</Alert>}</div>
    );
  return (
    <Section title="Rémunération">
      <PriceInput
        wizard={wizard}
        field="remuneration"
        requiredMark={required.has('remuneration')}
        onFree={toFree}
      />
      <LowPriceWarning draft={draft} />
      {combined && (
        <PriceInput
          wizard={wizard}
          field="remuneration_image"
          requiredMark={required.has('remuneration_image')}
          onFree={toFree}
        />
      )}
      {/* The options are long sentences: the selects must not grow past a 375 px screen. */}
      <div className="space-y-4 [&_select]:w-full">
        <DraftField wizard={wizard} name="tva_regime" placeholderOption={null} />
        <DraftField
          wizard={wizard}
          name="modalites_paiement"
          placeholderOption={null}
          options={paymentTermOptions(draft).map((terms) => ({
            value: terms,
            label: PAYMENT_TERMS_LABELS[terms],
          }))}
        />
      </div>
    </Section>
  );
}
