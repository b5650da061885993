// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { blankAssignee, emptyDraft } from '@core/answers/empty-records';
import {
  loadBusinessInfoType,
  loadStoredDraft,
  loadWizardState,
  saveBusinessInfo,
  saveWizardState,
  step6ContractFor,
  rememberStep6Contract,
} from '../features/wizard/state/wizard-storage';
import { loader } from './wizard';

// Module state matters here: each step below depends on whether the readers were loaded yet, so
// the file's tests run in order, the readers loaded only by the route's loader.
const draft = { ...emptyDraft(), description_oeuvre: 'Affiche du festival' };
const store = () =>
  saveWizardState({
    step: 3,
    draft,
    projectDescription: 'Une affiche',
    title: '',
    priceInputs: {},
  });

beforeEach(() => sessionStorage.clear());

describe('the wizard route reads stored answers back only once their readers are loaded', () => {
  it('a tab without answers needs no reader: its loader loads none, and it starts afresh', async () => {
    await loader();
    expect(loadStoredDraft()).toBeNull();
    expect(loadWizardState().step).toBe(1);
    // The answers the wizard writes afterwards, and the small records it reads without zod.
    saveBusinessInfo(blankAssignee('legal_entity'));
    expect(loadBusinessInfoType()).toBe('legal_entity');
    rememberStep6Contract('c-1', draft);
    expect(step6ContractFor(draft)).toBe('c-1');
    expect(step6ContractFor({ ...draft, titre_oeuvre: 'Autre' })).toBeNull();
    // A draft read before its readers load is an error, never a silently fresh wizard.
    store();
    expect(() => loadStoredDraft()).toThrow(/loadStoredAnswerReaders/);
  });

  it('a tab that holds answers has its loader load the readers, then finds them', async () => {
    store();
    await loader();
    expect(loadStoredDraft()).toEqual(draft);
    const state = loadWizardState();
    expect(state.step).toBe(3);
    expect(state.projectDescription).toBe('Une affiche');
  });

  it('a stored assignee of an unknown kind, or unreadable, is none', () => {
    sessionStorage.setItem('tempBusinessInfo', JSON.stringify({ type: 'robot' }));
    expect(loadBusinessInfoType()).toBeNull();
    sessionStorage.setItem('tempBusinessInfo', '{pas du json');
    expect(loadBusinessInfoType()).toBeNull();
  });
});
