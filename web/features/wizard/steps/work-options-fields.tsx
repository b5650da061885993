import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { registryProps, specOf } from '../../../components/registry-field/registry-props';
import { Checkbox, Section } from '../controls';
import type { WizardApi } from '../state/use-wizard';
import { DraftField } from './draft-field';

export const COLLECTIVE_LABEL = specOf(DRAFT_FIELDS, 'gestion_collective').label;
const VIDEO = registryProps(specOf(DRAFT_FIELDS, 'image_video'));
export const VIDEO_LABEL = VIDEO.label;

/**
 * What a demanding lawyer asks about the work (legal review H3, H4; CPI L111-3, L121-1): the credit
 * line, the physical original of a graphic or plastic work, the files delivered and when, and
 * rights the author may already have contributed to a collecting society. Labels, help and
 * limits come from the registry (core/fields/draft-fields.ts).
 */
export function WorkOptionsFields({ wizard }: { wizard: WizardApi }) {
  const { draft } = wizard;
  return (
    <Section title="Mention du nom, livraison et gestion collective">
      {/* min-w-0: a select's long options must not widen its grid track past a 375 px screen. */}
      <div className="grid gap-4 sm:grid-cols-2 [&_select]:w-full [&>*]:min-w-0">
        <DraftField
          wizard={wizard}
          name="mention_auteur"
          placeholderOption={null}
          className="sm:col-span-2"
        />
        {draft.mention_auteur === 'pseudonyme' && (
          <DraftField wizard={wizard} name="pseudonyme" required className="sm:col-span-2" />
        )}
        {draft.oeuvre_graphique && (
          <DraftField
            wizard={wizard}
            name="original"
            placeholderOption={null}
            className="sm:col-span-2"
          />
        )}
        <DraftField wizard={wizard} name="livraison_format" />
        <DraftField wizard={wizard} name="livraison_date" />
        <DraftField
          wizard={wizard}
          name="gestion_collective"
          placeholderOption={null}
          className="sm:col-span-2"
        />
        {draft.gestion_collective === 'autre' && (
          <DraftField
            wizard={wizard}
            name="gestion_collective_autre"
            required
            className="sm:col-span-2"
          />
        )}
      </div>
    </Section>
  );
}

/** Video shots add the voice (C. civ. 9) and performers' rights (CPI L212-3) (legal review H5). */
export function ImageVideoField({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  return (
    <Checkbox
      id={VIDEO.id}
      label={VIDEO.label}
      hint={VIDEO.hint}
      checked={draft.image_video}
      onChange={(on) => update((d) => ({ ...d, image_video: on }))}
    />
  );
}
