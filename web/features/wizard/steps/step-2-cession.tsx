import { RIGHTS_GROUP } from '@core/fields/draft-fields';
import { AUTEUR, CESSION_TYPES, type CessionType } from '@core/answers/draft';
import { availableRights, rightsOffered, toggleRight } from '@core/rules/cession';
import { fieldDomId } from '@web/components/registry-field/field-id';
import { Alert } from '@web/components/ui/alert';
import { Checkbox, RadioCards, Section } from '../controls';
import {
  IMAGE_ONLY_EXCLUSIVITY_NOTE,
  IMAGE_ONLY_RIGHTS_NOTE,
  RIGHT_HINTS,
  RIGHT_LABELS,
} from '../labels';
import type { WizardApi } from '../state/use-wizard';
import { MinorFreeGrantAlert } from './minor-free-grant';
import { AnswerWarnings } from './scope-warnings';
import { useToday } from './field-grid';
import { StepFields, writeAnswer, type WidgetProps } from './step-fields';

/**
 * The paid card promises exclusivity only where it exists (legal review D17: not for image only).
 */
const cessionOptions = (hasAuteur: boolean) =>
  CESSION_TYPES.map((value) => ({
    value,
    label: value,
    hint:
      value === 'Gratuite'
        ? 'Sans contrepartie financière : reproduction et représentation, sans exclusivité, pour une durée limitée.'
        : hasAuteur
          ? 'Contre une rémunération : vous pouvez ajouter des droits et l’exclusivité.'
          : 'Contre une rémunération : vous pouvez ajouter des droits.',
  }));

/** The assignment mode as two cards (`widget: 'cessionType'`). */
function CessionTypeWidget({ spec, wizard }: WidgetProps) {
  const { draft, update } = wizard;
  return (
    <RadioCards<CessionType>
      id={fieldDomId(spec.key)}
      legend={spec.label}
      name={spec.key}
      value={draft.type_cession}
      options={cessionOptions(draft.type_contrat.includes(AUTEUR))}
      onChange={(type) => update((d) => writeAnswer(spec, d, type))}
    />
  );
}

/** The extra rights of a paid copyright (`widget: 'extraRights'`), « suite » for a graphic work only. */
function ExtraRightsWidget({ spec, wizard }: WidgetProps) {
  const { draft, update } = wizard;
  return (
    <fieldset id={fieldDomId(spec.key)} tabIndex={-1} className="space-y-1">
      <legend className="sr-only">Droits supplémentaires</legend>
      {availableRights(draft).map((right) => (
        <Checkbox
          key={right}
          label={RIGHT_LABELS[right]}
          hint={RIGHT_HINTS[right]}
          checked={draft.droits_cedes.includes(right)}
          onChange={(on) => update((d) => toggleRight(d, right, on))}
        />
      ))}
    </fieldset>
  );
}

const note = (text: string) => (
  <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
    {text}
  </p>
);

/**
 * Step 2: assignment mode, then rights and exclusivity when Onéreuse (docs/product.md §4, §9; legal
 * review D2), each field shown when the registry says it applies (core/fields/draft-fields.ts).
 * Exclusivity is not offered for an image-only authorisation, and a note says why (legal review
 * D17).
 */
export function StepCession({ wizard }: { wizard: WizardApi }) {
  const { draft } = wizard;
  const today = useToday();
  const hasAuteur = draft.type_contrat.includes(AUTEUR);
  return (
    <div className="space-y-6">
      <StepFields
        wizard={wizard}
        step={2}
        today={today}
        widgets={{ cessionType: CessionTypeWidget, extraRights: ExtraRightsWidget }}
        after={{
          type_cession: (
            <>
              <MinorFreeGrantAlert wizard={wizard} />
              <AnswerWarnings draft={draft} field="type_cession" />
            </>
          ),
        }}
        frames={{
          [RIGHTS_GROUP]: ({ group, fields, shown }) =>
            rightsOffered(draft) ? (
              <Section
                title={group}
                description="La reproduction et la représentation sont toujours incluses. Cochez les droits supplémentaires."
              >
                {fields}
                {!shown.has('droits_cedes') && note(IMAGE_ONLY_RIGHTS_NOTE)}
                {!shown.has('exclusivite') && !hasAuteur && note(IMAGE_ONLY_EXCLUSIVITY_NOTE)}
              </Section>
            ) : (
              <Alert tone="info">
                {hasAuteur
                  ? 'Une cession gratuite se limite à la reproduction et à la représentation, sans exclusivité. Choisissez « Onéreuse » pour céder d’autres droits ou obtenir l’exclusivité.'
                  : 'Une autorisation gratuite se limite à la reproduction et à la représentation. Choisissez « Onéreuse » pour accorder d’autres droits.'}
              </Alert>
            ),
        }}
      />
    </div>
  );
}
