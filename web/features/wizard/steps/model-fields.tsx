import { useState } from 'react';
import { updateModelInfo, type ModelInfoPatch } from '@core/rules/distinct-model';
import type { Draft } from '@core/schemas/draft';
import type { AuthorFieldKey } from '../state/draft-fields';
import { birthDateError, isMinorPerson } from '../state/minor-parties';
import type { WizardApi } from '../state/use-wizard';
import { FieldGrid } from './field-grid';
import { ParentsFields } from './parents-fields';
import { PHYSICAL_AUTHOR_FIELDS } from './step-3.schema';

export const MODEL_FORM_TITLE = 'Le modèle (personne représentée)';

const modelValue = (draft: Draft, key: AuthorFieldKey): string => {
  const value = (draft.modele_info as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/**
 * The distinct model's identity (LEGAL.md C): always a natural person, so the natural-person
 * fields of the author's form. A fieldset, so screen readers tell its fields from the author's
 * fields of the same names. A minor model gets their legal representatives (LEGAL.md B3 v2).
 */
export function ModelFields({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  const [today] = useState(() => new Date());
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
        errors={{ date_naissance: birthDateError(draft, 'modele_info', today) }}
      />
      {isMinorPerson(draft, 'modele_info', today) && <ParentsFields wizard={wizard} person="modele_info" whose="du modèle" />}
    </fieldset>
  );
}
