import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { WORK_FIELD_SPECS } from '@core/fields/work-fields';
import { fieldDomId } from '../../../components/registry-field/field-id';
import { registryProps, specOf } from '../../../components/registry-field/registry-props';
import { Checkbox } from '../controls';
import type { WizardApi } from '../state/use-wizard';
import { DraftField } from './draft-field';

/**
 * The work identified by its title or subject, kind and format, and date or reference, and
 * whether it is still to be created (LEGAL J4, J5): rendered from the registry, each field shown
 * only while its `showIf` holds.
 */
export function WorkIdentificationFields({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  const shown = WORK_FIELD_SPECS.filter((spec) => !spec.showIf || spec.showIf(draft));
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-slate-900">L’œuvre</legend>
      {shown.map((spec) =>
        spec.kind === 'checkbox' ? (
          <Checkbox
            key={spec.key}
            id={fieldDomId(spec.key)}
            label={registryProps(specOf(DRAFT_FIELDS, spec.key), { root: draft }).label}
            hint={spec.hint}
            checked={draft.oeuvre_a_creer}
            onChange={(on) => update((d) => ({ ...d, oeuvre_a_creer: on }))}
          />
        ) : (
          <DraftField key={spec.key} wizard={wizard} name={spec.key} />
        ),
      )}
    </fieldset>
  );
}
