import { describe, expect, it } from 'vitest';
import { handFilledBlanks } from '../rules/hand-filled';
import { ASSIGNEE_COMPANY, makeDraft, PERSON, TODAY } from '../templates/test-drafts';
import { blankFieldSpec } from './blank-field';

describe('blankFieldSpec', () => {
  it('gives every blank the contract leaves a spec to ask it with, keyed in the contract', () => {
    const draft = makeDraft({
      auteur_info: { ...PERSON, date_naissance: '', nationalite: '' },
      entreprise_info: { ...ASSIGNEE_COMPANY, siren: '' },
    });
    const blanks = handFilledBlanks(draft, TODAY);
    expect(blanks.map((b) => b.key)).toEqual([
      'auteur_info.date_naissance',
      'auteur_info.nationalite',
      'entreprise_info.siren',
    ]);
    for (const blank of blanks)
      expect(blankFieldSpec(draft, blank.key, TODAY)?.key).toBe(blank.key);
    expect(blankFieldSpec(draft, 'auteur_info.date_naissance', TODAY)?.kind).toBe('date');
    expect(blankFieldSpec(draft, 'entreprise_info.siren', TODAY)?.kind).toBe('siren');
  });

  it('knows nothing of a key the contract does not ask', () => {
    expect(blankFieldSpec(makeDraft(), 'modele_info.nom', TODAY)).toBeUndefined();
    expect(blankFieldSpec(makeDraft(), 'entreprise_info.inconnu', TODAY)).toBeUndefined();
  });
});
