import { AUTEUR, IMAGE, SUPPORTS, TERRITORIES, type Territory } from '@core/schemas/draft';
import { LAWFUL_DEFAULTS, LAWFUL_DEFAULT_EXPLANATIONS } from '@core/rules/defaults';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../../../components/ui/select-field';
import { Checkbox, Section, TextAreaField } from '../controls';
import { INCLUDED_SUPPORTS, SUPPORT_LABELS, TERRITORY_LABELS } from '../labels';
import { toggleInList } from '../state/draft-fields';
import type { WizardApi } from '../state/use-wizard';
import { PriceSection } from './price-fields';
import { CombinedScopeWarning, DestinationWarning } from './scope-warnings';
import { copyrightDurationOptions, imageDurationOptions, parseYears } from './step-5.schema';

/** Step 5: supports, price when Onéreuse, and the L131-3 scope (duration, territory, purpose). */
export function StepSupports({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  const paid = draft.type_cession === 'Onéreuse';
  const hasAuteur = draft.type_contrat.includes(AUTEUR);
  const hasImage = draft.type_contrat.includes(IMAGE);

  return (
    <div className="space-y-8">
      <Section title="Supports d'exploitation" description="Où l'œuvre ou les images seront-elles utilisées ?">
        <fieldset className="grid gap-x-4 sm:grid-cols-2">
          <legend className="sr-only">Supports d'exploitation</legend>
          {INCLUDED_SUPPORTS.map((label) => (
            <Checkbox key={label} label={`${label} (inclus)`} checked disabled />
          ))}
          {SUPPORTS.map((support) => (
            <Checkbox
              key={support}
              label={SUPPORT_LABELS[support]}
              checked={draft.supports.includes(support)}
              onChange={(on) => update((d) => ({ ...d, supports: toggleInList(SUPPORTS, d.supports, support, on) }))}
            />
          ))}
        </fieldset>
      </Section>
      <PriceSection wizard={wizard} />
      <Section title="Durée, territoire et destination">
        {hasAuteur && (
          <SelectField
            label="Durée de la cession des droits d'auteur"
            value={draft.duree_annees === null ? '' : String(draft.duree_annees)}
            options={copyrightDurationOptions(draft)}
            onChange={(event) => update((d) => ({ ...d, duree_annees: parseYears(event.target.value) }))}
            hint={paid ? LAWFUL_DEFAULT_EXPLANATIONS.paidCopyrightDuration : LAWFUL_DEFAULT_EXPLANATIONS.freeCopyrightDuration}
          />
        )}
        {hasImage && (
          <SelectField
            label="Durée de l'autorisation de droit à l'image"
            value={draft.duree_image_annees === null ? '' : String(draft.duree_image_annees)}
            options={imageDurationOptions()}
            onChange={(event) => update((d) => ({ ...d, duree_image_annees: parseYears(event.target.value) }))}
            hint={LAWFUL_DEFAULT_EXPLANATIONS.imageDuration}
          />
        )}
        <SelectField
          label="Territoire"
          value={draft.territoire}
          options={TERRITORIES.map((t) => ({ value: t, label: TERRITORY_LABELS[t] }))}
          onChange={(event) => update((d) => ({ ...d, territoire: event.target.value as Territory }))}
          hint={LAWFUL_DEFAULT_EXPLANATIONS.territory}
        />
        <TextAreaField
          label="Destination (à quoi serviront les droits)"
          rows={2}
          maxLength={500}
          value={draft.destination}
          placeholder={LAWFUL_DEFAULTS.destination}
          onChange={(event) => update((d) => ({ ...d, destination: event.target.value }))}
          hint={LAWFUL_DEFAULT_EXPLANATIONS.destination}
        />
        <DestinationWarning draft={draft} />
        <CombinedScopeWarning draft={draft} />
        <TextField
          label="Lieu de signature"
          value={draft.lieu_signature}
          maxLength={120}
          placeholder="Ex. : Lyon"
          onChange={(event) => update((d) => ({ ...d, lieu_signature: event.target.value }))}
        />
      </Section>
    </div>
  );
}
