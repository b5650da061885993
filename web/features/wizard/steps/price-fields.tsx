import { useState, type ReactNode } from 'react';
import { DRAFT_FIELDS, PRICE_GROUP } from '@core/fields/draft-fields';
import { applyCessionType } from '@core/rules/cession';
import { microPriceAllowed } from '@core/rules/situations';
import { registryProps, specOf } from '@web/components/registry-field/registry-props';
import { useRevealErrors } from '@web/components/registry-field/reveal-errors';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { Section } from '../controls';
import {
  isTokenPrice,
  priceInWords,
  priceInputError,
  shownPrice,
  type PriceField,
} from '../state/price-input';
import type { WizardApi } from '../state/use-wizard';
import type { ShownFields, WidgetProps } from './step-fields';

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
  // A licence's copyright price may be a micro-licence (LEGAL J12).
  const micro = microPriceAllowed(wizard.draft, field);
  const raw = shownPrice(wizard.priceInputs[field], wizard.draft[field], micro);
  const [touched, setTouched] = useState(() => raw.trim() !== '');
  const reveal = useRevealErrors();
  const error = touched || reveal ? (priceInputError(raw, micro) ?? undefined) : undefined;
  const words = priceInWords(raw, micro);
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

/**
 * Step 5's « Rémunération » (legal review A5b): the price(s), tax regime and payment terms the
 * registry shows for a paid grant; after « Passer en cession gratuite » a note says what changed.
 */
export function PriceFrame({
  fields,
  shown,
  switched,
}: {
  fields: ReactNode;
  shown: ShownFields;
  switched: boolean;
}) {
  if (shown.specs.every((spec) => spec.group !== PRICE_GROUP))
    return (
      <div aria-live="polite">{switched && <Alert tone="info">{SWITCHED_TO_FREE_NOTE}</Alert>}</div>
    );
  return (
    <Section title={PRICE_GROUP}>
      {/* The options are long sentences: the selects must not grow past a 375 px screen. */}
      <div className="space-y-4 [&_select]:w-full">{fields}</div>
    </Section>
  );
}

/** A price of the registry (`widget: 'price'`), with the way out to a free grant. */
export function priceWidget(onFree: () => void) {
  return function PriceWidget({ spec, wizard, required }: WidgetProps) {
    return (
      <PriceInput
        wizard={wizard}
        field={spec.key as PriceField}
        requiredMark={required}
        onFree={onFree}
      />
    );
  };
}

/** Switches the draft to a free grant from a token price, and remembers to say so. */
export function useSwitchToFree(wizard: WizardApi) {
  const [switched, setSwitched] = useState(false);
  const toFree = () => {
    wizard.update((d) => applyCessionType(d, 'Gratuite'));
    setSwitched(true);
  };
  return { switched, toFree };
}
