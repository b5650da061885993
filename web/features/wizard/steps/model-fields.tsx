import { useState } from 'react';
import { updateModelInfo, type ModelInfoPatch } from '@core/rules/distinct-model';
import { isMinorAt } from '@core/rules/minors';
import type { Draft } from '@core/schemas/draft';
import type { AuthorFieldKey } from '../state/draft-fields';
import type { WizardApi } from '../state/use-wizard';
import { FieldGrid } from './field-grid';
import { PHYSICAL_AUTHOR_FIELDS } from './step-3.schema';

export const MODEL_FORM_TITLE = 'Le modèle (personne représentée)';
/** LEGAL.md B3 / art. 372-1 C. civ.: the templates leave both parents' names to fill in by hand. */
export const MODEL_MINOR_NOTICE =
  "Modèle mineur : ses deux parents (titulaires de l'autorité parentale) signeront l'autorisation pour lui ; leurs noms sont à compléter sur le contrat.";

const modelValue = (draft: Draft, key: AuthorFieldKey): string => {
  const value = (draft.modele_info as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/**
 * The distinct model's identity (LEGAL.md C): always a natural person, so the natural-person
 * fields of the author's form. A fieldset, so screen readers tell its fields from the author's
 * fields of the same names.
 */
export function ModelFields({ draft, update }: { draft: Draft; update: WizardApi['update'] }) {
  const [today] = useState(() => new Date());
  const minor = isMinorAt(draft.modele_info.date_naissance, today);
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1">
        <h3 className="text-base font-semibold text-slate-900">{MODEL_FORM_TITLE}</h3>
      </legend>
      <FieldGrid
        fields={PHYSICAL_AUTHOR_FIELDS}
        value={(key) => modelValue(draft, key)}
        // The specs are the natural-person ones, so every key is a model field.
        onChange={(key, value) => update((d) => updateModelInfo(d, { [key]: value } as ModelInfoPatch))}
      />
      <div aria-live="polite">
        {minor && <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{MODEL_MINOR_NOTICE}</p>}
      </div>
    </fieldset>
  );
}
