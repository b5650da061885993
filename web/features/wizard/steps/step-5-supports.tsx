import { AUTEUR, IMAGE, SUPPORTS } from '@core/schemas/draft';
import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { fieldDomId } from '../../../components/registry-field/field-id';
import { registryProps, specOf } from '../../../components/registry-field/registry-props';
import { SelectField } from '../../../components/ui/select-field';
import { Checkbox, Section } from '../controls';
import { SUPPORT_LABELS } from '../labels';
import { toggleInList } from '../state/draft-fields';
import type { WizardApi } from '../state/use-wizard';
import { PriceSection } from './price-fields';
import { DraftField } from './draft-field';
import {
  ChildAdvertisingWarning,
  CombinedScopeWarning,
  DestinationWarning,
  WorkKindWarning,
} from './scope-warnings';
import { copyrightDurationOptions, imageDurationOptions, parseYears } from './step-5.schema';

/** Step 5: supports, price when Onéreuse, and the L131-3 scope (duration, territory, purpose). */
export function StepSupports({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  // A duration is a number of years offered as a select: label, help and id from the registry.
  const years = (key: 'duree_annees' | 'duree_image_annees') => {
    const { id, label, hint } = registryProps(specOf(DRAFT_FIELDS, key), { root: draft });
    return { id, label, hint };
  };
  const hasAuteur = draft.type_contrat.includes(AUTEUR);
  const hasImage = draft.type_contrat.includes(IMAGE);

  return (
    <div className="space-y-8">
      <Section
        title="Supports d’exploitation"
        description={
          hasAuteur && hasImage
            ? 'Où l’œuvre et les images seront-elles utilisées\u202f?'
            : hasImage
              ? 'Où les images seront-elles utilisées\u202f?'
              : 'Où l’œuvre sera-t-elle utilisée\u202f?'
        }
      >
        <fieldset className="grid gap-x-4 sm:grid-cols-2">
          <legend className="sr-only">Supports d’exploitation</legend>
          {SUPPORTS.map((support, index) => (
            <Checkbox
              key={support}
              // The registry's id on the first choice: « Compléter : Supports » lands there.
              id={index === 0 ? fieldDomId('supports') : undefined}
              label={SUPPORT_LABELS[support]}
              checked={draft.supports.includes(support)}
              onChange={(on) =>
                update((d) => ({ ...d, supports: toggleInList(SUPPORTS, d.supports, support, on) }))
              }
            />
          ))}
        </fieldset>
      </Section>
      <PriceSection wizard={wizard} />
      <Section title="Durée, territoire et destination">
        {hasAuteur && (
          <SelectField
            {...years('duree_annees')}
            value={draft.duree_annees === null ? '' : String(draft.duree_annees)}
            options={copyrightDurationOptions(draft)}
            onChange={(event) =>
              update((d) => ({ ...d, duree_annees: parseYears(event.target.value) }))
            }
          />
        )}
        {hasImage && (
          <SelectField
            {...years('duree_image_annees')}
            value={draft.duree_image_annees === null ? '' : String(draft.duree_image_annees)}
            options={imageDurationOptions()}
            onChange={(event) =>
              update((d) => ({ ...d, duree_image_annees: parseYears(event.target.value) }))
            }
          />
        )}
        <DraftField wizard={wizard} name="territoire" placeholderOption={null} />
        <DraftField wizard={wizard} name="destination" />
        <DestinationWarning draft={draft} />
        {hasAuteur && <WorkKindWarning draft={draft} destinationOnly />}
        <CombinedScopeWarning draft={draft} />
        <ChildAdvertisingWarning draft={draft} />
        <DraftField wizard={wizard} name="lieu_signature" />
      </Section>
    </div>
  );
}
