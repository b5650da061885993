import { useState } from 'react';
import { Button } from '../ui/button';
import {
  FILLED_MESSAGE,
  NOTHING_TO_FILL_MESSAGE,
  UNAVAILABLE_MESSAGE,
  emptyFieldsPatch,
  lookupCompany,
  sirenToLookUp,
  type CompanyPatch,
  type LookupField,
} from './company-lookup';

export const AUTOFILL_LABEL = 'Remplir depuis le SIREN';

type SirenAutofillProps = {
  /** The SIREN or SIRET field's current text; the button shows only when it is valid. */
  sirenValue: string;
  /** Current value of a fillable field, to leave alone what the user typed. */
  value: (key: LookupField) => string;
  /** Receives only the empty fields the lookup could fill. */
  onFill: (patch: CompanyPatch) => void;
};

type Status = { text: string; tone: 'ok' | 'error' } | null;

/**
 * Offers to fill a company's empty fields from the public company register
 * through GET /api/company-lookup/:siren. Any failure leaves the form untouched and says so
 * politely; the form always stays usable by hand.
 */
export function SirenAutofill({ sirenValue, value, onFill }: SirenAutofillProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const siren = sirenToLookUp(sirenValue);

  async function fill(target: string) {
    setBusy(true);
    setStatus(null);
    try {
      const patch = emptyFieldsPatch(value, await lookupCompany(target));
      if (Object.keys(patch).length > 0) onFill(patch);
      setStatus({
        text: Object.keys(patch).length > 0 ? FILLED_MESSAGE : NOTHING_TO_FILL_MESSAGE,
        tone: 'ok',
      });
    } catch (error) {
      setStatus({
        text: error instanceof Error && error.message ? error.message : UNAVAILABLE_MESSAGE,
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  // Nothing to offer and nothing to say: no empty row in the grid.
  if (!siren && !status) return null;
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      {siren && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={busy}
            onClick={() => void fill(siren)}
          >
            {AUTOFILL_LABEL}
          </Button>
        </div>
      )}
      {/* Rendered with the button, before any click, so screen readers hear the result. */}
      <p
        role="status"
        aria-live="polite"
        className={status?.tone === 'error' ? 'text-sm text-red-800' : 'text-sm text-slate-700'}
      >
        {status?.text}
      </p>
    </div>
  );
}
