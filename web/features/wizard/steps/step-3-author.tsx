import { useState } from 'react';
import { DRAFT_FIELDS, MODEL_GROUP } from '@core/fields/draft-fields';
import { AUTEUR, AUTHOR_TYPES, IMAGE, type AuthorType } from '@core/answers/draft';
import type { Draft } from '@core/schemas/draft';
import { applyAuthorType } from '@core/rules/cession';
import { hasThreeParties } from '@core/rules/distinct-model';
import {
  DRAFT_SIDE_LEGEND,
  SIDE_OPTIONS,
  isCedant,
  withSide,
  type PartySide,
} from '@core/rules/sides';
import { fieldDomId } from '@web/components/registry-field/field-id';
import { specOf } from '@web/components/registry-field/registry-props';
import { Checkbox, RadioCards, Section } from '../controls';
import { draftWithClient } from '../state/client-to-author';
import { setSaveToClients } from '../state/draft-fields';
import { birthDateError, rolesOf } from '../state/minor-parties';
import type { WizardApi } from '../state/use-wizard';
import { AuthorFields } from './author-fields';
import { ClientPicker } from './client-picker';
import { ClientAssigneeFields } from './client-assignee-fields';
import { CoauthorsFields } from './coauthors-fields';
import { ConsumerFields } from './consumer-fields';
import { L7124Field } from './l7124-field';
import { MinorFreeGrantAlert } from './minor-free-grant';
import { ModelFields } from './model-fields';
import { ParentsFields } from './parents-fields';
import { StepField, useShownFields, type ShownFields } from './step-fields';

export const DISTINCT_MODEL_LABEL = specOf(DRAFT_FIELDS, 'modele_distinct').label;
/** Image only with a distinct model: the model alone authorises (C. civ. 9), auteur_info is unused. */
export const IMAGE_ONLY_MODEL_NOTE =
  'Une autorisation de droit à l’image est signée par la personne représentée elle-même : les informations de l’auteur ne sont pas demandées.';

/** Who signs as author or model: « l'auteur », « le modèle » or both, after step 1's choice. */
export function authorRoleLabel(draft: Pick<Draft, 'type_contrat' | 'modele_distinct'>): string {
  const work = draft.type_contrat.includes(AUTEUR);
  const image = draft.type_contrat.includes(IMAGE);
  // With a distinct model, the author form is the author's only (the model has its own form).
  if ((work && !image) || hasThreeParties(draft)) return 'l’auteur';
  if (image && !work) return 'le modèle';
  return 'l’auteur ou le modèle';
}

const AUTHOR_OPTIONS = AUTHOR_TYPES.map((value) => ({
  value,
  label: value,
  hint:
    value === 'Personne physique'
      ? 'Un particulier, un indépendant.'
      : 'Une société, une association.',
}));

/** « de l'auteur », « du modèle »: whose legal representatives the author form's group names. */
function authorWhose(draft: Draft): string {
  const roles = rolesOf(draft, 'auteur_info');
  if (roles.copyright && roles.image) return 'de l’auteur (également modèle)';
  return roles.image ? 'du modèle' : 'de l’auteur';
}

function identityTitle(draft: Draft): string {
  if (draft.auteur_type !== 'Personne physique') return 'Société';
  return hasThreeParties(draft) ? 'Identité de l’auteur' : 'Identité';
}

/** The author part of step 3: kind, client picker, fields, « Enregistrer dans mes clients ». */
function AuthorForm({
  wizard,
  signedIn,
  today,
  shown,
}: {
  wizard: WizardApi;
  signedIn: boolean;
  today: Date;
  shown: ShownFields;
}) {
  const { draft, update } = wizard;
  return (
    <>
      <RadioCards<AuthorType>
        id={fieldDomId('auteur_type')}
        legend={`Qui est ${authorRoleLabel(draft)} ?`}
        name="auteur_type"
        value={draft.auteur_type}
        options={AUTHOR_OPTIONS}
        onChange={(type) => update((d) => (d.auteur_type === type ? d : applyAuthorType(d, type)))}
      />
      {/* A creator is the author: her identity comes from her profile, not from her clients. */}
      {signedIn && !isCedant(draft) && (
        <ClientPicker
          selectedId={draft.auteur_info.id}
          onPick={(client) => update((d) => draftWithClient(d, client))}
        />
      )}
      <Section title={identityTitle(draft)}>
        <AuthorFields
          draft={draft}
          update={update}
          today={today}
          birthError={birthDateError(draft, 'auteur_info', today)}
        />
      </Section>
      {/* Right under the birth date that makes it appear (C. civ. 387-2). */}
      <MinorFreeGrantAlert wizard={wizard} />
      {shown.has('auteur_info.autorite_parentale') && (
        <ParentsFields
          wizard={wizard}
          shown={shown}
          person="auteur_info"
          whose={authorWhose(draft)}
        />
      )}
      {signedIn && !draft.auteur_info.id && !isCedant(draft) && (
        <Checkbox
          label="Enregistrer dans mes clients"
          hint="Vous le retrouverez dans « Mes clients » pour vos prochains contrats."
          checked={draft.auteur_info.saveToClients ?? false}
          onChange={(on) => update((d) => setSaveToClients(d, on))}
        />
      )}
    </>
  );
}

/**
 * Step 3: author or model (docs/product.md §3): natural person (civilities M., Mme) or company.
 * Signed-in users can pick from « Mes clients » or save the person there. Changing the kind resets
 * the fields, the picked client and the save box (docs/product.md §4). With Image chosen, the
 * person depicted may be someone else than the author (legal review C): she then gets her own form
 * and signs the image part herself; with Image only, she is the one grantor and the author form
 * goes away. Unticking keeps her typed details (a mis-click loses nothing); the contract ignores
 * them. Minors (legal review B3 v2, A7 v2): their legal representatives, the L7124-1 authorisation
 * under 16, and the refusal of a free grant by a minor author, all read from the birth date today.
 */
const SIDE_CHOICES = SIDE_OPTIONS.map((option) => ({
  value: option.value,
  label: option.value === 'cedant' ? 'L’auteur ou le modèle' : 'Le client',
  hint: option.hint,
}));

export function StepAuthor({
  wizard,
  signedIn,
  onChooseSide,
}: {
  wizard: WizardApi;
  signedIn: boolean;
  /** Moves the profile to the user's party on that side (the wizard's useAssignee). */
  onChooseSide?: (side: PartySide) => void;
}) {
  const { draft } = wizard;
  const creator = isCedant(draft);
  const [today] = useState(() => new Date());
  // Every part below shows when the registry says its fields apply (core/fields/draft-fields.ts).
  const shown = useShownFields(3, draft, today);
  const distinct = shown.specs.find((spec) => spec.key === 'modele_distinct');
  return (
    <div className="space-y-6">
      <RadioCards<PartySide>
        id={fieldDomId('side')}
        legend={DRAFT_SIDE_LEGEND}
        name="side"
        value={draft.side}
        options={SIDE_CHOICES}
        onChange={(side) =>
          onChooseSide ? onChooseSide(side) : wizard.update((d) => withSide(d, side, null, null))
        }
      />
      {creator && (
        <ClientAssigneeFields wizard={wizard} shown={shown} today={today} signedIn={signedIn} />
      )}
      {distinct && (
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <StepField spec={distinct} wizard={wizard} required={false} today={today} widgets={{}} />
        </div>
      )}
      {creator && shown.has('auteur_type') && (
        <h3 className="text-base font-semibold text-slate-900">
          Vous, {authorRoleLabel(draft)} (d’après votre profil)
        </h3>
      )}
      {shown.has('auteur_type') ? (
        <AuthorForm wizard={wizard} signedIn={signedIn} today={today} shown={shown} />
      ) : (
        <p className="text-sm text-slate-700">{IMAGE_ONLY_MODEL_NOTE}</p>
      )}
      <CoauthorsFields wizard={wizard} shown={shown} today={today} />
      {shown.specs.some((spec) => spec.group === MODEL_GROUP) && (
        <ModelFields wizard={wizard} shown={shown} />
      )}
      {shown.has('activite_mannequin') && (
        <L7124Field wizard={wizard} shown={shown} today={today} />
      )}
      <ConsumerFields wizard={wizard} shown={shown} today={today} />
    </div>
  );
}
