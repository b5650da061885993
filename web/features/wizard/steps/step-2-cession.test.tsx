import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import type { Draft } from '@core/schemas/draft';
import { initialWizardState, wizardReducer } from '../state/wizard-state';
import type { WizardApi } from '../state/use-wizard';
import { IMAGE_ONLY_RIGHTS_NOTE } from '../labels';
import { StepCession } from './step-2-cession';

afterEach(cleanup);

/** Step 2 on the wizard's real reducer, paid. */
function Harness({ types }: { types: Draft['type_contrat'] }) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => {
    const s = initialWizardState();
    return {
      ...s,
      draft: { ...s.draft, type_cession: 'Onéreuse', type_contrat: types } as Draft,
    };
  });
  const wizard = {
    ...state,
    update: (change) => dispatch({ type: 'update', change }),
  } as WizardApi;
  return <StepCession wizard={wizard} />;
}

/**
 * The extra rights are an author's rights over a work: an image authorisation prints none of
 * them, so image only offers none(« Adaptation » ticked, retouching
 * forbidden by the contract).
 */
describe('step 2, paid: the extra rights', () => {
  it('are offered with a copyright assignment', () => {
    render(<Harness types={[AUTEUR, IMAGE]} />);
    expect(screen.getByRole('checkbox', { name: /^Adaptation/ })).toBeTruthy();
    expect(screen.queryByText(IMAGE_ONLY_RIGHTS_NOTE)).toBeNull();
  });
  it('are not offered for image only, which says why', () => {
    render(<Harness types={[IMAGE]} />);
    expect(screen.queryByRole('checkbox', { name: /^Adaptation/ })).toBeNull();
    expect(
      screen.getByText(
        /Les droits supplémentaires \(adaptation, distribution, prêt…\) sont des droits d’auteur/,
      ),
    ).toBeTruthy();
  });
});
