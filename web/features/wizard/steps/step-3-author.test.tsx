import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AUTEUR, IMAGE, emptyDraft, type Draft } from '@core/schemas/draft';
import { initialWizardState, wizardReducer } from '../state/wizard-state';
import type { WizardApi } from '../state/use-wizard';
import { DISTINCT_MODEL_LABEL, IMAGE_ONLY_MODEL_NOTE, StepAuthor } from './step-3-author';
import { MODEL_FORM_TITLE, MODEL_MINOR_NOTICE } from './model-fields';

let latest: Draft = emptyDraft();
afterEach(cleanup);

/** Step 3 on the wizard's real reducer (only `draft` and `update` are read by the step). */
function Harness({ types }: { types: Draft['type_contrat'] }) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => {
    const s = initialWizardState();
    return { ...s, draft: { ...s.draft, type_contrat: types } };
  });
  latest = state.draft;
  const wizard = { ...state, update: (change) => dispatch({ type: 'update', change }) } as WizardApi;
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
    expect(screen.getByRole('group', { name: "Qui est l'auteur ?" })).toBeTruthy();
    fireEvent.change(model.getByLabelText('Civilité (obligatoire)'), { target: { value: 'Mme' } });
    fireEvent.change(model.getByLabelText('Nom (obligatoire)'), { target: { value: 'Petit' } });
    fireEvent.change(model.getByLabelText('Prénom (obligatoire)'), { target: { value: 'Zoé' } });
    expect(latest).toMatchObject({ modele_distinct: true, modele_info: { gentille: 'Mme', nom: 'Petit', prenom: 'Zoé' } });
    expect(latest.auteur_info).toMatchObject({ nom: '', prenom: '' });

    fireEvent.click(box()!);
    expect(modelForm()).toBeNull();
    expect(latest).toMatchObject({ modele_distinct: false, modele_info: { nom: 'Petit' } });
    fireEvent.click(box()!);
    expect(within(modelForm()!).getByLabelText<HTMLInputElement>('Nom (obligatoire)').value).toBe('Petit');
  });

  it('a minor model gets the parents notice', () => {
    render(<Harness types={[AUTEUR, IMAGE]} />);
    fireEvent.click(box()!);
    const year = new Date().getFullYear() - 10;
    fireEvent.change(within(modelForm()!).getByLabelText('Date de naissance'), { target: { value: `${year}-01-15` } });
    expect(screen.getByText(MODEL_MINOR_NOTICE)).toBeTruthy();
    fireEvent.change(within(modelForm()!).getByLabelText('Date de naissance'), { target: { value: '1990-01-15' } });
    expect(screen.queryByText(MODEL_MINOR_NOTICE)).toBeNull();
  });

  it('Image only: ticking replaces the author form by the model form, with a note saying why', () => {
    render(<Harness types={[IMAGE]} />);
    expect(screen.getByRole('group', { name: 'Qui est le modèle ?' })).toBeTruthy();
    fireEvent.click(box()!);
    expect(screen.queryByRole('group', { name: /^Qui est/ })).toBeNull();
    expect(screen.getByText(IMAGE_ONLY_MODEL_NOTE)).toBeTruthy();
    expect(screen.getAllByLabelText('Nom (obligatoire)')).toHaveLength(1);
    expect(modelForm()).not.toBeNull();
  });
});
