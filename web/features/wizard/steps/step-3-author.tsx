import { AUTEUR, AUTHOR_TYPES, IMAGE, type AuthorType, type Draft } from '@core/schemas/draft';
import { applyAuthorType } from '@core/rules/cession';
import { Checkbox, RadioCards, Section } from '../controls';
import { draftWithClient } from '../state/client-to-author';
import { setSaveToClients } from '../state/draft-fields';
import type { WizardApi } from '../state/use-wizard';
import { AuthorFields } from './author-fields';
import { ClientPicker } from './client-picker';

/** Who signs as author or model: « l'auteur », « le modèle » or both, after step 1's choice. */
export function authorRoleLabel(draft: Pick<Draft, 'type_contrat'>): string {
  const work = draft.type_contrat.includes(AUTEUR);
  const image = draft.type_contrat.includes(IMAGE);
  if (work && !image) return "l'auteur";
  if (image && !work) return 'le modèle';
  return "l'auteur ou le modèle";
}

const AUTHOR_OPTIONS = AUTHOR_TYPES.map((value) => ({
  value,
  label: value,
  hint: value === 'Personne physique' ? 'Un particulier, un indépendant.' : 'Une société, une association.',
}));

/**
 * Step 3: author or model (SPEC §3): natural person (civilities M., Mme) or company. Signed-in
 * users can pick from « Mes clients » or save the person there. Changing the kind resets the
 * fields, the picked client and the save box (SPEC §4).
 */
export function StepAuthor({ wizard, signedIn }: { wizard: WizardApi; signedIn: boolean }) {
  const { draft, update } = wizard;
  const role = authorRoleLabel(draft);
  return (
    <div className="space-y-6">
      <RadioCards<AuthorType>
        legend={`Qui est ${role} ?`}
        name="auteur_type"
        value={draft.auteur_type}
        options={AUTHOR_OPTIONS}
        onChange={(type) => update((d) => (d.auteur_type === type ? d : applyAuthorType(d, type)))}
      />
      {signedIn && (
        <ClientPicker
          selectedId={draft.auteur_info.id}
          onPick={(client) => update((d) => draftWithClient(d, client))}
        />
      )}
      <Section title={draft.auteur_type === 'Personne physique' ? 'Identité' : 'Société'}>
        <AuthorFields draft={draft} update={update} />
      </Section>
      {signedIn && !draft.auteur_info.id && (
        <Checkbox
          label="Enregistrer dans mes clients"
          hint="Vous le retrouverez dans « Mes clients » pour vos prochains contrats."
          checked={draft.auteur_info.saveToClients ?? false}
          onChange={(on) => update((d) => setSaveToClients(d, on))}
        />
      )}
    </div>
  );
}
