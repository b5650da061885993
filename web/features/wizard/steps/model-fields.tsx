import { MODEL_GROUP } from '@core/fields/draft-fields';
import { updateModelInfo, type ModelInfoPatch } from '@core/rules/distinct-model';
import { birthDateError } from '../state/minor-parties';
import type { WizardApi } from '../state/use-wizard';
import { FieldGrid, nameOf, useToday } from './field-grid';
import { ParentsFields } from './parents-fields';
import type { ShownFields } from './step-fields';

export const MODEL_FORM_TITLE = MODEL_GROUP;

/**
 * The distinct model's identity (legal review C): always a natural person, so the natural-person
 * fields of the registry under `modele_info`. A fieldset, so screen readers tell its fields from
 * the author's fields of the same names. A minor model gets their legal representatives (legal review B3 v2).
 */
export function ModelFields({ wizard, shown }: { wizard: WizardApi; shown: ShownFields }) {
  const { draft } = wizard;
  const today = useToday();
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1">
        <h3 className="text-base font-semibold text-slate-900">{MODEL_FORM_TITLE}</h3>
      </legend>
      <FieldGrid
        specs={shown.specs.filter((spec) => spec.group === MODEL_GROUP)}
        wizard={wizard}
        today={today}
        short
        // Through updateModelInfo: an unchanged value keeps the same draft (no preview rebuild).
        set={(d, key, value) => updateModelInfo(d, { [nameOf(key)]: value } as ModelInfoPatch)}
        errors={{ date_naissance: birthDateError(draft, 'modele_info', today) }}
      />
      {shown.has('modele_info.autorite_parentale') && (
        <ParentsFields wizard={wizard} shown={shown} person="modele_info" whose="du modèle" />
      )}
    </fieldset>
  );
}
