// @vitest-environment node
import { isoDayOf } from '@core/rules/contract-date';
import { describe, expect, it } from 'vitest';
import { applyCessionType } from '@core/rules/cession';
import { toEntrepriseInfo } from '@core/rules/profile-selection';
import { emptyUserProfile } from '@core/answers/empty-records';
import { emptyDraft } from '@core/answers/empty-records';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';

const at = (step: WizardState['step']): WizardState => ({ ...initialWizardState(), step });

describe('wizardReducer', () => {
  it('Suivant goes up to step 6 and no further', () => {
    expect(wizardReducer(at(1), { type: 'next' }).step).toBe(2);
    expect(wizardReducer(at(6), { type: 'next' }).step).toBe(6);
  });

  it('Précédent goes down to step 1 and no further', () => {
    expect(wizardReducer(at(4), { type: 'previous' }).step).toBe(3);
    expect(wizardReducer(at(1), { type: 'previous' }).step).toBe(1);
  });

  it('goTo clamps to the six steps', () => {
    expect(wizardReducer(at(1), { type: 'goTo', step: 5 }).step).toBe(5);
  });

  it('applies a core rule as the change and keeps the same state when nothing changed', () => {
    const start = at(2);
    const paid = wizardReducer(start, {
      type: 'update',
      change: (d) => applyCessionType(d, 'Onéreuse'),
    });
    expect(paid.draft.type_cession).toBe('Onéreuse');
    expect(wizardReducer(start, { type: 'update', change: (d) => d })).toBe(start);
  });

  it('reset returns to step 1 with the defaults but keeps the assignee', () => {
    const profile = emptyUserProfile();
    profile.legal_entity = { ...profile.legal_entity, nom: 'ACME', is_configured: true };
    const entreprise_info = toEntrepriseInfo(profile, 'legal_entity');
    const filled: WizardState = {
      step: 5,
      projectDescription: 'photos',
      title: 'Mon contrat',
      priceInputs: { remuneration: 'abc' },
      draft: {
        ...emptyDraft(),
        type_contrat: ["Auteur (droits d'auteur)"],
        remuneration: '100',
        entreprise_info,
      },
    };
    const reset = wizardReducer(filled, { type: 'reset' });
    expect(reset.step).toBe(1);
    expect(reset.title).toBe('');
    expect(reset.projectDescription).toBe('');
    expect(reset.priceInputs).toEqual({});
    // A new contract, dated the day it is started (core/rules/contract-date.ts).
    expect(reset.draft).toEqual({
      ...emptyDraft(),
      entreprise_info,
      date_contrat: isoDayOf(new Date()),
    });
    expect(reset.draft.type_cession).toBe('Gratuite');
    expect(reset.draft.auteur_type).toBe('Personne physique');
  });

  it('setPrice keeps the typed text and gives the draft only a valid paid price (legal review A5b)', () => {
    const paid = wizardReducer(at(5), {
      type: 'update',
      change: (d) => applyCessionType(d, 'Onéreuse'),
    });
    const typed = wizardReducer(paid, {
      type: 'setPrice',
      field: 'remuneration',
      raw: '1500 € TTC',
    });
    expect(typed.priceInputs.remuneration).toBe('1500 € TTC');
    expect(typed.draft).toBe(paid.draft);
    const token = wizardReducer(typed, { type: 'setPrice', field: 'remuneration', raw: '1' });
    expect(token.draft.remuneration).toBe('');
    const valid = wizardReducer(token, {
      type: 'setPrice',
      field: 'remuneration_image',
      raw: '300',
    });
    expect(valid.draft).toMatchObject({ remuneration: '', remuneration_image: '300' });
    expect(valid.priceInputs).toEqual({ remuneration: '1', remuneration_image: '300' });
  });
});
