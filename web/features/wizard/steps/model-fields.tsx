import { MODEL_FIELD_SPECS, MODEL_GROUP } from '@core/fields/draft-fields';
import { updateModelInfo, type ModelInfoPatch } from '@core/rules/distinct-model';
import { birthDateError, isMinorPerson } from '../state/minor-parties';
import type { WizardApi } from '../state/use-wizard';
import { FieldGrid, nameOf, useToday } from './field-grid';
import { ParentsFields } from './parents-fields';

export const MODEL_FORM_TITLE = MODEL_GROUP;

/** The model's identity; the L7124-1 reference has its own section (l7124-field.tsx). */
const MODEL_IDENTITY = MODEL_FIELD_SPECS.filter((spec) => spec.key.startsWith('modele_info.'));

/**
 * The distinct model's identity (legal review C): always a natural person, so the natural-person
 * fields of the registry under `modele_info`. A fieldset, so screen readers tell its fields from
 * the author's fields of the same names. A minor model gets their legal representatives (legal review B3 v2).
 */
export function ModelFields({ wizard }: { wizard: WizardApi }) {
  const { draft } = wizard;
  const today = useToday();
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1">
        <h3 className="text-base font-semibold text-slate-900">{MODEL_FORM_TITLE}</h3>
      </legend>
      <FieldGrid
        specs={MODEL_IDENTITY}
        wizard={wizard}
        today={today}
        short
        // Through updateModelInfo: an unchanged value keeps the same draft (no preview rebuild).
        set={(d, key, value) => updateModelInfo(d, { [nameOf(key)]: value } as ModelInfoPatch)}
        errors={{ date_naissance: birthDateError(draft, 'modele_info', today) }}
      />
      {isMinorPerson(draft, 'modele_info', today) && (
        <ParentsFields wizard={wizard} person="modele_info" whose="du modèle" />
      )}
    </fieldset>
  );
}
