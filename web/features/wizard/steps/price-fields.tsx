import { useState } from 'react';
import { AUTEUR, IMAGE } from '@core/schemas/draft';
import { PAYMENT_TERMS_LABELS, TAX_REGIMES, TAX_REGIME_LABELS, type PaymentTerms, type TaxRegime } from '@core/schemas/price';
import { applyCessionType } from '@core/rules/cession';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { Section } from '../controls';
import { isTokenPrice, priceInWords, priceInputError, shownPrice, type PriceField } from '../state/price-input';
import type { WizardApi } from '../state/use-wizard';
import { paymentTermOptions } from './step-5.schema';

export const PRICE_HINT = 'En chiffres, par exemple 1500 ou 1 500,50 : le contrat l’écrit en lettres et en chiffres.';
export const TAX_HINT =
  'Un auteur qui ne facture pas la TVA (micro-entrepreneur, artiste-auteur en franchise) choisit « TVA non applicable ».';
export const SWITCHED_TO_FREE_NOTE =
  'La cession est maintenant gratuite : elle reste non exclusive et limitée dans le temps. Vous pouvez revenir à « Onéreuse » à l’étape 2.';

type PriceInputProps = {
  wizard: WizardApi;
  field: PriceField;
  label: string;
  placeholder: string;
  requiredMark?: boolean;
  onFree: () => void;
};

/**
 * One price (LEGAL.md A5b, D13): only an amount is accepted, with the server's messages; a valid
 * one is echoed in words and figures as the contract prints it. The error shows once the field
 * has been left (or at once for a text kept from before a reload), then follows each keystroke.
 */
function PriceInput({ wizard, field, label, placeholder, requiredMark, onFree }: PriceInputProps) {
  const raw = shownPrice(wizard.priceInputs[field], wizard.draft[field]);
  const [touched, setTouched] = useState(() => raw.trim() !== '');
  const error = touched ? (priceInputError(raw) ?? undefined) : undefined;
  const words = priceInWords(raw);
  return (
    <div className="space-y-2">
      <TextField
        label={label}
        requiredMark={requiredMark}
        inputMode="decimal"
        autoComplete="off"
        value={raw}
        maxLength={200}
        placeholder={placeholder}
        hint={
          words ? (
            <>
              Le contrat indiquera : <strong className="font-semibold text-slate-900">{words}</strong>
            </>
          ) : (
            PRICE_HINT
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
  const [switched, setSwitched] = useState(false);
  const combined = draft.type_contrat.includes(AUTEUR) && draft.type_contrat.includes(IMAGE);
  const toFree = () => {
    update((d) => applyCessionType(d, 'Gratuite'));
    setSwitched(true);
  };
  if (draft.type_cession !== 'Onéreuse')
    return <div aria-live="polite">{switched && <Alert tone="info">{SWITCHED_TO_FREE_NOTE}</Alert>}</div>;
  return (
    <Section title="Rémunération">
      <PriceInput
        wizard={wizard}
        field="remuneration"
        label={combined ? "Prix de la cession des droits d'auteur (en euros)" : 'Montant de la rémunération (en euros)'}
        placeholder="Ex. : 1500"
        requiredMark
        onFree={toFree}
      />
      {combined && (
        <PriceInput
          wizard={wizard}
          field="remuneration_image"
          label="Prix de l'autorisation de droit à l'image (en euros)"
          placeholder="Ex. : 300"
          onFree={toFree}
        />
      )}
      {/* The options are long sentences: the selects must not grow past a 375 px screen. */}
      <div className="space-y-4 [&_select]:w-full">
        <SelectField
          label="TVA"
          value={draft.tva_regime}
          options={TAX_REGIMES.map((regime) => ({ value: regime, label: TAX_REGIME_LABELS[regime] }))}
          hint={TAX_HINT}
          onChange={(event) => update((d) => ({ ...d, tva_regime: event.target.value as TaxRegime }))}
        />
        <SelectField
          label="Paiement"
          value={draft.modalites_paiement}
          options={paymentTermOptions(draft).map((terms) => ({ value: terms, label: PAYMENT_TERMS_LABELS[terms] }))}
          hint="Quand le prix est dû ; le contrat reprend cette échéance."
          onChange={(event) => update((d) => ({ ...d, modalites_paiement: event.target.value as PaymentTerms }))}
        />
      </div>
    </Section>
  );
}
