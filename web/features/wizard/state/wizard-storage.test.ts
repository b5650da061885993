import { isoDayOf } from '@core/rules/contract-date';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft } from '@core/answers/empty-records';
import { SESSION_KEYS, LOCAL_KEYS } from '@web/lib/storage-keys';
import {
  clearPendingAction,
  hasWizardSession,
  loadWizardState,
  forgetStep6Contract,
  readPendingAction,
  rememberStep6Contract,
  saveWizardState,
  step6ContractFor,
  storePendingAction,
  loadStoredAnswerReaders,
} from './wizard-storage';

// The wizard's route loads these before it renders a tab that holds answers (routes/wizard.tsx).
beforeAll(loadStoredAnswerReaders);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('wizard storage', () => {
  it('finds the contract step 6 saved only for the very answers it was saved with', () => {
    const draft = { ...emptyDraft(), description_oeuvre: 'Un logo' };
    expect(step6ContractFor(draft)).toBeNull();
    rememberStep6Contract('c-1', draft);
    expect(step6ContractFor({ ...draft })).toBe('c-1');
    // The same answers read back from storage with their keys in another order.
    const reordered = Object.fromEntries(Object.entries(draft).reverse()) as typeof draft;
    expect(step6ContractFor(reordered)).toBe('c-1');
    expect(step6ContractFor({ ...draft, description_oeuvre: 'Deux logos' })).toBeNull();
    forgetStep6Contract();
    expect(step6ContractFor(draft)).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.step6Contract, '{"id":1}');
    expect(step6ContractFor(draft)).toBeNull();
  });

  it('starts fresh without stored answers', () => {
    expect(loadWizardState().step).toBe(1);
    expect(hasWizardSession()).toBe(false);
  });

  it('round-trips the draft under tempContractData, with the step and title', () => {
    const draft = {
      ...emptyDraft(),
      type_contrat: ["Image (droit à l'image)" as const],
      description_image: 'Portraits',
    };
    saveWizardState({
      step: 4,
      draft,
      projectDescription: 'séance photo',
      title: 'Portraits',
      priceInputs: {},
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.tempContractData) ?? '{}')).toEqual(
      draft,
    );
    expect(loadWizardState()).toEqual({
      step: 4,
      draft,
      projectDescription: 'séance photo',
      title: 'Portraits',
      priceInputs: {},
    });
    expect(hasWizardSession()).toBe(true);
  });

  it('keeps an invalid typed price visible after a reload while the stored draft stays valid (legal review A5b)', () => {
    const draft = { ...emptyDraft(), type_cession: 'Onéreuse' as const, remuneration: '' };
    saveWizardState({
      step: 5,
      draft,
      projectDescription: '',
      title: '',
      priceInputs: { remuneration: '1 500 € TTC' },
    });
    const loaded = loadWizardState();
    expect(loaded.priceInputs).toEqual({ remuneration: '1 500 € TTC' });
    expect(loaded.draft.remuneration).toBe('');
    expect(hasWizardSession()).toBe(true);
  });

  it('ignores stored data that is not a valid draft', () => {
    sessionStorage.setItem(
      SESSION_KEYS.tempContractData,
      JSON.stringify({ type_cession: 'Payante' }),
    );
    const fresh = { ...emptyDraft(), date_contrat: isoDayOf(new Date()) };
    expect(loadWizardState().draft).toEqual(fresh);
    sessionStorage.setItem(SESSION_KEYS.tempContractData, '{not json');
    expect(loadWizardState().draft).toEqual(fresh);
  });

  it('keeps the pending action and draft id in session and local storage', () => {
    storePendingAction('downloadPdf', 'c-1');
    expect(sessionStorage.getItem(SESSION_KEYS.authRedirectAction)).toBe('downloadPdf');
    expect(localStorage.getItem(SESSION_KEYS.authRedirectAction)).toBe('downloadPdf');
    expect(sessionStorage.getItem(SESSION_KEYS.draftContractId)).toBe('c-1');
    expect(localStorage.getItem(LOCAL_KEYS.lastDraftId)).toBe('c-1');
    expect(readPendingAction()).toBe('downloadPdf');
    clearPendingAction();
    expect(readPendingAction()).toBeNull();
  });

  it('rejects an unknown pending action', () => {
    sessionStorage.setItem(SESSION_KEYS.authRedirectAction, 'deleteEverything');
    expect(readPendingAction()).toBeNull();
  });
});
