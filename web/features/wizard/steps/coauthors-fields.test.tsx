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
import { MINOR_COAUTHOR_MESSAGE, SHARES_TOTAL_MESSAGE } from '@core/rules/coauthors';
import { MAX_COAUTHORS } from '@core/answers/coauthors';
import { initialWizardState, wizardReducer } from '../state/wizard-state';
import type { WizardApi } from '../state/use-wizard';
import { StepAuthor } from './step-3-author';
import { ADD_COAUTHOR, COAUTHORS_TITLE, removeCoauthorLabel } from './coauthors-fields';

/** The copy's no-break spaces stay as they are. */
const KEEP_NBSP = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

let latest: Draft = emptyDraft();
afterEach(cleanup);

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

const add = () => screen.getByRole('button', { name: ADD_COAUTHOR });
const coauthor = (n: number) => within(screen.getByRole('group', { name: `Coauteur ${n}` }));

describe('step 3: the co-authors of a work of collaboration', () => {
  it('is offered for a work by a natural person, not for an image only nor for a company', () => {
    const { unmount } = render(<Harness types={[IMAGE]} />);
    expect(screen.queryByRole('heading', { name: COAUTHORS_TITLE })).toBeNull();
    unmount();
    render(<Harness types={[AUTEUR]} />);
    expect(screen.getByRole('heading', { name: COAUTHORS_TITLE })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Personne morale/ }));
    expect(screen.queryByRole('heading', { name: COAUTHORS_TITLE })).toBeNull();
  });

  it('adds a co-author whose fields write into the list, focusing the first one', () => {
    render(<Harness types={[AUTEUR]} start={{ type_cession: 'Onéreuse' }} />);
    fireEvent.click(add());
    const first = coauthor(1);
    expect(document.activeElement).toBe(first.getByLabelText('Civilité (obligatoire)'));
    fireEvent.input(first.getByLabelText('Nom (obligatoire)'), { target: { value: 'Petit' } });
    fireEvent.input(first.getByLabelText('Prénom (obligatoire)'), { target: { value: 'Marc' } });
    fireEvent.input(first.getByLabelText('Part de la rémunération (%) (obligatoire)'), {
      target: { value: '40' },
    });
    expect(latest.coauteurs).toEqual([
      expect.objectContaining({ nom: 'Petit', prenom: 'Marc', part: '40' }),
    ]);
    expect(first.getByText(/l’auteur principal reçoit le reste, soit 60/)).toBeTruthy();
  });

  it('asks no share in a free contract', () => {
    render(<Harness types={[AUTEUR]} />);
    fireEvent.click(add());
    expect(coauthor(1).queryByLabelText(/Part de la rémunération/)).toBeNull();
  });

  it('shows the refusals on the field: a minor co-author, shares over 99 %', () => {
    render(<Harness types={[AUTEUR]} start={{ type_cession: 'Onéreuse' }} />);
    fireEvent.click(add());
    const first = coauthor(1);
    const year = new Date().getFullYear() - 12;
    fireEvent.input(first.getByLabelText('Date de naissance (obligatoire)'), {
      target: { value: `${year}-01-15` },
    });
    fireEvent.input(first.getByLabelText('Part de la rémunération (%) (obligatoire)'), {
      target: { value: '99' },
    });
    fireEvent.click(add());
    fireEvent.input(coauthor(2).getByLabelText('Part de la rémunération (%) (obligatoire)'), {
      target: { value: '10' },
    });
    expect(first.getByText(MINOR_COAUTHOR_MESSAGE, KEEP_NBSP)).toBeTruthy();
    expect(coauthor(2).getByText(SHARES_TOTAL_MESSAGE, KEEP_NBSP)).toBeTruthy();
  });

  it('removes the right co-author and moves the focus to the add button', () => {
    render(<Harness types={[AUTEUR]} />);
    fireEvent.click(add());
    fireEvent.input(coauthor(1).getByLabelText('Nom (obligatoire)'), { target: { value: 'Un' } });
    fireEvent.click(add());
    fireEvent.input(coauthor(2).getByLabelText('Nom (obligatoire)'), {
      target: { value: 'Deux' },
    });
    fireEvent.click(screen.getByRole('button', { name: removeCoauthorLabel(1) }));
    expect(latest.coauteurs.map((c) => c.nom)).toEqual(['Deux']);
    expect(coauthor(1).getByLabelText<HTMLInputElement>('Nom (obligatoire)').value).toBe('Deux');
    expect(document.activeElement).toBe(add());
  });

  it('stops at the list’s limit and says so', () => {
    render(<Harness types={[AUTEUR]} />);
    for (let k = 0; k < MAX_COAUTHORS; k += 1) fireEvent.click(add());
    expect(screen.queryByRole('button', { name: ADD_COAUTHOR })).toBeNull();
    expect(
      screen.getByText(`Vous avez ajouté ${MAX_COAUTHORS} coauteurs, le nombre maximal.`),
    ).toBeTruthy();
  });
});
