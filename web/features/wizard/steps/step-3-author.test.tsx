import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanup,
  fireEvent,
  getDefaultNormalizer,
  render,
  screen,
  within,
} from '@testing-library/react';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import { emptyDraft } from '@core/answers/empty-records';
import type { Draft } from '@core/schemas/draft';
import { initialWizardState, wizardReducer } from '../state/wizard-state';
import type { WizardApi } from '../state/use-wizard';
import { DISTINCT_MODEL_LABEL, IMAGE_ONLY_MODEL_NOTE, StepAuthor } from './step-3-author';
import { MODEL_FORM_TITLE } from './model-fields';
import { L7124_DATE_LABEL, L7124_LABEL, MODELLING_LABEL, NO_MODELLING_NOTE } from './l7124-field';
import { PARENTS_IMAGE_NOTE } from './parents-fields';
import { CLIENT_CONSUMER_TITLE } from './consumer-fields';
import { FUTURE_BIRTH_MESSAGE, MINOR_FREE_GRANT_MESSAGE } from '@core/rules/draft-rules';

/** The copy's no-break spaces stay as they are (testing-library collapses them in the page only). */
const KEEP_NBSP = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

let latest: Draft = emptyDraft();
afterEach(cleanup);

/** Step 3 on the wizard's real reducer (only `draft` and `update` are read by the step). */
function Harness({ types, start }: { types: Draft['type_contrat']; start?: Partial<Draft> }) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => {
    const s = initialWizardState();
    return { ...s, draft: { ...s.draft, ...start, type_contrat: types } as Draft };
  });
  latest = state.draft;
  const wizard = {
    ...state,
    update: (change) => dispatch({ type: 'update', change }),
  } as WizardApi;
  return <StepAuthor wizard={wizard} signedIn={false} />;
}

const box = () => screen.queryByRole('checkbox', { name: DISTINCT_MODEL_LABEL });
const modelForm = () => screen.queryByRole('group', { name: MODEL_FORM_TITLE });

describe('step 3 with a distinct model', () => {
  it('offers the box only when Image is chosen', () => {
    render(<Harness types={[AUTEUR]} />);
    expect(box()).toBeNull();
  });

  it('both types: ticking adds the model form next to the author form; unticking hides it and keeps the values', () => {
    render(<Harness types={[AUTEUR, IMAGE]} />);
    expect(modelForm()).toBeNull();
    fireEvent.click(box()!);
    const model = within(modelForm()!);
    expect(screen.getByRole('group', { name: 'Qui est l’auteur\u202f?' })).toBeTruthy();
    fireEvent.change(model.getByLabelText('Civilité (obligatoire)'), { target: { value: 'Mme' } });
    fireEvent.input(model.getByLabelText('Nom (obligatoire)'), { target: { value: 'Petit' } });
    fireEvent.input(model.getByLabelText('Prénom (obligatoire)'), { target: { value: 'Zoé' } });
    expect(latest).toMatchObject({
      modele_distinct: true,
      modele_info: { gentille: 'Mme', nom: 'Petit', prenom: 'Zoé' },
    });
    expect(latest.auteur_info).toMatchObject({ nom: '', prenom: '' });

    fireEvent.click(box()!);
    expect(modelForm()).toBeNull();
    expect(latest).toMatchObject({ modele_distinct: false, modele_info: { nom: 'Petit' } });
    fireEvent.click(box()!);
    expect(within(modelForm()!).getByLabelText<HTMLInputElement>('Nom (obligatoire)').value).toBe(
      'Petit',
    );
  });

  it('a minor model gets their legal representatives, and the L7124-1 reference under 16', () => {
    render(<Harness types={[AUTEUR, IMAGE]} />);
    fireEvent.click(box()!);
    const year = new Date().getFullYear() - 10;
    fireEvent.input(within(modelForm()!).getByLabelText('Date de naissance (obligatoire)'), {
      target: { value: `${year}-01-15` },
    });
    const parents = within(screen.getByRole('group', { name: 'Représentants légaux du modèle' }));
    expect(parents.getByText(PARENTS_IMAGE_NOTE, KEEP_NBSP)).toBeTruthy();
    fireEvent.input(
      within(parents.getByRole('group', { name: 'Parent 2' })).getByLabelText('Nom (obligatoire)'),
      { target: { value: 'Durand' } },
    );
    expect(latest.modele_info.parent2.nom).toBe('Durand');
    fireEvent.input(screen.getByLabelText(`${L7124_LABEL} (obligatoire)`), {
      target: { value: 'Arrêté n° 12' },
    });
    fireEvent.input(screen.getByLabelText(`${L7124_DATE_LABEL} (obligatoire)`), {
      target: { value: '2026-03-02' },
    });
    expect(latest.autorisation_prefectorale).toEqual({
      reference: 'Arrêté n° 12',
      date: '2026-03-02',
    });
    fireEvent.input(within(modelForm()!).getByLabelText('Date de naissance (obligatoire)'), {
      target: { value: '1990-01-15' },
    });
    expect(screen.queryByRole('group', { name: 'Représentants légaux du modèle' })).toBeNull();
    expect(screen.queryByLabelText(`${L7124_LABEL} (obligatoire)`)).toBeNull();
  });

  it('under 16: asks whether the images serve a modelling activity; « Non » drops the reference and refuses an advertising support', () => {
    render(<Harness types={[IMAGE]} start={{ supports: ['affichage'] }} />);
    const year = new Date().getFullYear() - 12;
    fireEvent.input(screen.getByLabelText('Date de naissance (obligatoire)'), {
      target: { value: `${year}-01-15` },
    });
    const question = screen.getByLabelText<HTMLSelectElement>(MODELLING_LABEL, KEEP_NBSP);
    // « Oui » by default (the safe side), with no empty choice to leave it unanswered.
    expect(question.value).toBe('oui');
    expect([...question.options].map((o) => o.value)).toEqual(['oui', 'non']);
    expect(screen.getByLabelText(`${L7124_LABEL} (obligatoire)`)).toBeTruthy();
    fireEvent.change(question, { target: { value: 'non' } });
    expect(latest.activite_mannequin).toBe('non');
    expect(screen.queryByLabelText(`${L7124_LABEL} (obligatoire)`)).toBeNull();
    expect(screen.getByText(NO_MODELLING_NOTE, KEEP_NBSP)).toBeTruthy();
    // The outdoor advertising support ticked at step 5 contradicts « Non »: refused under the
    // question (the contract would list it and forbid advertising), with both ways out.
    expect(document.body.textContent).toContain(
      'Vous indiquez que l’image de l’enfant ne sert pas une activité de mannequin, mais le support «\u202fAffichage extérieur (panneaux, transports)\u202f» est coché\u00a0:',
    );
    expect(question.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(question, { target: { value: 'oui' } });
    expect(screen.getByLabelText(`${L7124_LABEL} (obligatoire)`)).toBeTruthy();
  });

  it('Image only: ticking replaces the author form by the model form, with a note saying why', () => {
    render(<Harness types={[IMAGE]} />);
    expect(screen.getByRole('group', { name: 'Qui est le modèle\u202f?' })).toBeTruthy();
    fireEvent.click(box()!);
    expect(screen.queryByRole('group', { name: /^Qui est/ })).toBeNull();
    expect(screen.getByText(IMAGE_ONLY_MODEL_NOTE, KEEP_NBSP)).toBeTruthy();
    expect(screen.getAllByLabelText('Nom (obligatoire)')).toHaveLength(1);
    expect(modelForm()).not.toBeNull();
  });
});

describe('step 3 with a minor author (legal review B3 v2, A7 v2)', () => {
  const birth = (age: number) => `${new Date().getFullYear() - age}-01-01`;

  it('shows the representatives; one parent only when authority is exclusive', () => {
    render(<Harness types={[AUTEUR]} />);
    fireEvent.input(screen.getByLabelText('Date de naissance (obligatoire)'), {
      target: { value: birth(14) },
    });
    const group = () => screen.getByRole('group', { name: 'Représentants légaux de l’auteur' });
    expect(within(group()).getByRole('group', { name: 'Parent 2' })).toBeTruthy();
    fireEvent.change(within(group()).getByLabelText('Qui exerce l’autorité parentale ?'), {
      target: { value: 'exclusive' },
    });
    expect(within(group()).queryByRole('group', { name: 'Parent 2' })).toBeNull();
    expect(
      within(group()).getByRole('group', { name: 'Parent qui exerce l’autorité parentale' }),
    ).toBeTruthy();
    expect(latest.auteur_info).toMatchObject({ autorite_parentale: 'exclusive' });
    // Author only: no image part, so no L7124-1 field.
    expect(screen.queryByLabelText(`${L7124_LABEL} (obligatoire)`)).toBeNull();
  });

  it('refuses a free grant by a minor author where the birth date is typed, with the way out', () => {
    render(<Harness types={[AUTEUR]} />);
    expect(screen.queryByText(MINOR_FREE_GRANT_MESSAGE)).toBeNull();
    fireEvent.input(screen.getByLabelText('Date de naissance (obligatoire)'), {
      target: { value: birth(17) },
    });
    expect(screen.getByText(MINOR_FREE_GRANT_MESSAGE, KEEP_NBSP)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Passer en cession onéreuse' }));
    expect(latest.type_cession).toBe('Onéreuse');
    expect(screen.queryByText(MINOR_FREE_GRANT_MESSAGE)).toBeNull();
  });

  it('puts the future birth date refusal on the field', () => {
    render(<Harness types={[AUTEUR]} />);
    const field = screen.getByLabelText('Date de naissance (obligatoire)');
    fireEvent.input(field, { target: { value: `${new Date().getFullYear() + 1}-01-01` } });
    expect(screen.getByText(FUTURE_BIRTH_MESSAGE, KEEP_NBSP)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('step 3’s consumer question, by side', () => {
  const physicalClient = {
    entreprise_info: { type: 'physical_person', nom: 'Martin', prenom: 'Paul' },
  } as Partial<Draft>;

  it('asks a client about themself', () => {
    render(<Harness types={[AUTEUR]} start={{ ...physicalClient, side: 'cessionnaire' }} />);
    expect(screen.getByRole('heading', { name: 'Vous, le cessionnaire' })).toBeTruthy();
  });

  it('asks a creator about her client', () => {
    render(<Harness types={[AUTEUR]} start={{ ...physicalClient, side: 'cedant' }} />);
    expect(screen.getByRole('heading', { name: CLIENT_CONSUMER_TITLE })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Vous, le cessionnaire' })).toBeNull();
  });
});
