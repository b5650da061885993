import { emptyDraft } from '@core/answers/empty-records';
import type { Draft } from '@core/schemas/draft';
import { isoDayOf } from '@core/rules/contract-date';
import { STEP_COUNT, type StepNumber } from '../labels';
import { microPriceAllowed } from '@core/rules/situations';
import { committedPrice, type PriceField, type PriceInputs } from './price-input';

/**
 * The wizard's whole state: the current step, the draft (docs/product.md §3 "Contract draft") and
 * the step-1 project description, which only feeds the analysis helper and is not contract data.
 */
export type WizardState = {
  step: StepNumber;
  draft: Draft;
  projectDescription: string;
  /**
   * Optional contract title (docs/product.md §5): the PDF's file name and the saved contract's
   * title.
   */
  title: string;
  /** Prices as typed, valid or not (see price-input.ts); the draft holds only valid ones. */
  priceInputs: PriceInputs;
};

export type WizardAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; step: StepNumber }
  | { type: 'reset' }
  | { type: 'update'; change: (draft: Draft) => Draft }
  | { type: 'restore'; draft: Draft }
  | { type: 'setProjectDescription'; text: string }
  | { type: 'setTitle'; title: string }
  | { type: 'setPrice'; field: PriceField; raw: string };

/** A new contract is dated the day it is started (core/rules/contract-date.ts). */
const newDraft = (): Draft => ({ ...emptyDraft(), date_contrat: isoDayOf(new Date()) });

export const initialWizardState = (): WizardState => ({
  step: 1,
  draft: newDraft(),
  projectDescription: '',
  title: '',
  priceInputs: {},
});

export const clampStep = (step: number): StepNumber =>
  Math.min(STEP_COUNT, Math.max(1, Math.round(step))) as StepNumber;

/**
 * Pure transitions (docs/product.md §4 "Wizard"): Suivant increases the step up to 6, Précédent
 * decreases it down to 1, reset returns to step 1 with the defaults. Draft changes go through the
 * pure rules of core/rules (passed as `change`), so the reducer never knows a field's meaning. The
 * assignee (entreprise_info) survives a reset: it comes from the profile, not from the answers.
 * A price is typed through setPrice: the text is kept as typed, the draft gets it only when valid.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      return { ...state, step: clampStep(state.step + 1) };
    case 'previous':
      return { ...state, step: clampStep(state.step - 1) };
    case 'goTo':
      return { ...state, step: clampStep(action.step) };
    case 'reset': {
      const draft = newDraft();
      const { entreprise_info } = state.draft;
      return {
        ...initialWizardState(),
        draft: entreprise_info ? { ...draft, entreprise_info } : draft,
      };
    }
    case 'update': {
      const draft = action.change(state.draft);
      return draft === state.draft ? state : { ...state, draft };
    }
    case 'restore':
      return { ...state, draft: action.draft };
    case 'setProjectDescription':
      return { ...state, projectDescription: action.text };
    case 'setTitle':
      return { ...state, title: action.title };
    case 'setPrice': {
      const priceInputs = { ...state.priceInputs, [action.field]: action.raw };
      const value = committedPrice(action.raw, microPriceAllowed(state.draft, action.field));
      const draft =
        state.draft[action.field] === value
          ? state.draft
          : { ...state.draft, [action.field]: value };
      return { ...state, priceInputs, draft };
    }
  }
}
