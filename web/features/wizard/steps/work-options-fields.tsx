import {
  COLLECTING_SOCIETIES,
  COLLECTING_SOCIETY_LABELS,
  CREDIT_CHOICES,
  CREDIT_CHOICE_LABELS,
  ORIGINAL_FATES,
  ORIGINAL_FATE_LABELS,
  type CollectingSociety,
  type CreditChoice,
  type OriginalFate,
} from '@core/schemas/work-options';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { Checkbox, Section } from '../controls';
import type { WizardApi } from '../state/use-wizard';

export const COLLECTIVE_LABEL = 'L’auteur est-il membre d’une société de gestion collective ?';
export const VIDEO_LABEL = 'Les prises de vues comprennent des vidéos (voix)';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * What a demanding lawyer asks about the work (LEGAL.md H3, H4; CPI L111-3, L121-1): the credit
 * line, the physical original of a graphic or plastic work, the files delivered and when, and
 * rights the author may already have contributed to a collecting society.
 */
export function WorkOptionsFields({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  return (
    <Section title="Mention du nom, livraison et gestion collective">
      {/* min-w-0: a select's long options must not widen its grid track past a 375 px screen. */}
      <div className="grid gap-4 sm:grid-cols-2 [&_select]:w-full [&>*]:min-w-0">
        <SelectField
          label="Nom à mentionner lors de l’exploitation"
          className="sm:col-span-2"
          value={draft.mention_auteur}
          options={options(CREDIT_CHOICES, CREDIT_CHOICE_LABELS)}
          hint="L’auteur a droit au respect de son nom ; il peut aussi choisir un pseudonyme ou l’anonymat."
          onChange={(event) => update((d) => ({ ...d, mention_auteur: event.target.value as CreditChoice }))}
        />
        {draft.mention_auteur === 'pseudonyme' && (
          <TextField
            label="Pseudonyme"
            requiredMark
            className="sm:col-span-2"
            value={draft.pseudonyme}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => update((d) => ({ ...d, pseudonyme: event.target.value }))}
          />
        )}
        {draft.oeuvre_graphique && (
          <SelectField
            label="L’original de l’œuvre"
            className="sm:col-span-2"
            value={draft.original}
            options={options(ORIGINAL_FATES, ORIGINAL_FATE_LABELS)}
            hint="Posséder l’objet original ne donne aucun droit d’auteur, et céder les droits ne transfère pas l’objet (article L111-3 du CPI)."
            onChange={(event) => update((d) => ({ ...d, original: event.target.value as OriginalFate }))}
          />
        )}
        <TextField
          label="Fichiers livrés"
          value={draft.livraison_format}
          maxLength={300}
          autoComplete="off"
          placeholder="Ex. : JPEG 300 dpi et fichiers sources PSD"
          onChange={(event) => update((d) => ({ ...d, livraison_format: event.target.value }))}
        />
        <TextField
          label="Date de livraison"
          type="date"
          value={draft.livraison_date}
          onChange={(event) => update((d) => ({ ...d, livraison_date: event.target.value }))}
        />
        <SelectField
          label={COLLECTIVE_LABEL}
          className="sm:col-span-2"
          value={draft.gestion_collective}
          options={options(COLLECTING_SOCIETIES, COLLECTING_SOCIETY_LABELS)}
          hint="Les droits déjà confiés à une société (SACEM, ADAGP, SAIF…) restent gérés par elle et sont exclus de la cession."
          onChange={(event) => update((d) => ({ ...d, gestion_collective: event.target.value as CollectingSociety }))}
        />
        {draft.gestion_collective === 'autre' && (
          <TextField
            label="Nom de la société de gestion collective"
            requiredMark
            className="sm:col-span-2"
            value={draft.gestion_collective_autre}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => update((d) => ({ ...d, gestion_collective_autre: event.target.value }))}
          />
        )}
      </div>
    </Section>
  );
}

/** Video shots add the voice (C. civ. 9) and performers' rights (CPI L212-3) (LEGAL.md H5). */
export function ImageVideoField({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  return (
    <Checkbox
      label={VIDEO_LABEL}
      hint="La voix de la personne filmée est alors concernée elle aussi (article 9 du Code civil)."
      checked={draft.image_video}
      onChange={(on) => update((d) => ({ ...d, image_video: on }))}
    />
  );
}
