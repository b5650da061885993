// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import { emptyDraft } from '@core/answers/empty-records';
import { draftSchema, type Draft } from '@core/schemas/draft';
import { FUTURE_BIRTH_MESSAGE } from '@core/rules/draft-rules';
import { applyAuthorType } from '@core/rules/cession';
import {
  birthDateError,
  depictedPerson,
  isMinorPerson,
  needsL7124,
  rolesOf,
  setParentField,
  setParentalAuthority,
} from './minor-parties';

const today = new Date(2026, 5, 15);
const born = (age: number) => `${2026 - age}-01-10`;

function draft(types: Draft['type_contrat'], author: string, model?: string): Draft {
  const d = emptyDraft();
  const withAuthor = {
    ...d,
    type_contrat: types,
    auteur_info: { ...d.auteur_info, date_naissance: author },
  } as Draft;
  if (model === undefined) return withAuthor;
  return {
    ...withAuthor,
    modele_distinct: true,
    modele_info: { ...d.modele_info, date_naissance: model },
  };
}

describe('minor parties (legal review B3 v2)', () => {
  it('flags a minor author at 10, 14 and 17, not at 18 nor without a date', () => {
    for (const age of [10, 14, 17])
      expect(isMinorPerson(draft([AUTEUR], born(age)), 'auteur_info', today)).toBe(true);
    expect(isMinorPerson(draft([AUTEUR], born(18)), 'auteur_info', today)).toBe(false);
    expect(isMinorPerson(draft([AUTEUR], ''), 'auteur_info', today)).toBe(false);
  });

  it('reads the distinct model only when the image part has one, and never a company author', () => {
    expect(isMinorPerson(draft([AUTEUR, IMAGE], born(40), born(12)), 'modele_info', today)).toBe(
      true,
    );
    expect(isMinorPerson(draft([AUTEUR], born(40), born(12)), 'modele_info', today)).toBe(false);
    const company = applyAuthorType(draft([AUTEUR], born(12)), 'Personne morale');
    expect(isMinorPerson(company, 'auteur_info', today)).toBe(false);
  });

  it('knows who is depicted and which part each person signs', () => {
    expect(depictedPerson(draft([AUTEUR], born(12)))).toBeNull();
    expect(depictedPerson(draft([IMAGE], born(12)))).toBe('auteur_info');
    expect(depictedPerson(draft([AUTEUR, IMAGE], born(40), born(12)))).toBe('modele_info');
    expect(rolesOf(draft([AUTEUR, IMAGE], born(12)), 'auteur_info')).toEqual({
      image: true,
      copyright: true,
    });
    expect(rolesOf(draft([AUTEUR, IMAGE], born(40), born(12)), 'auteur_info')).toEqual({
      image: false,
      copyright: true,
    });
  });

  it('asks for the L7124-1 authorisation for a model under 16 only, paid or free (C. trav. L7124-1)', () => {
    expect(needsL7124(draft([IMAGE], born(10)), today)).toBe(true);
    expect(needsL7124(draft([IMAGE], born(14)), today)).toBe(true);
    expect(needsL7124(draft([IMAGE], born(17)), today)).toBe(false);
    expect(needsL7124(draft([AUTEUR], born(10)), today)).toBe(false);
    expect(needsL7124(draft([AUTEUR, IMAGE], born(10), born(40)), today)).toBe(false);
    expect(needsL7124(draft([AUTEUR, IMAGE], born(40), born(14)), today)).toBe(true);
  });

  it('puts the server refusal of a future birth date on the field', () => {
    expect(birthDateError(draft([AUTEUR], '2030-01-01'), 'auteur_info', today)).toBe(
      FUTURE_BIRTH_MESSAGE,
    );
    expect(
      birthDateError(draft([AUTEUR, IMAGE], born(40), '2030-01-01'), 'modele_info', today),
    ).toBe(FUTURE_BIRTH_MESSAGE);
    expect(birthDateError(draft([AUTEUR], born(40)), 'auteur_info', today)).toBeUndefined();
  });

  it('sets each parent and the parental authority, keeping a valid draft', () => {
    let d = draft([AUTEUR, IMAGE], born(40), born(12));
    d = setParentField(d, 'modele_info', 'parent2', 'nom', 'Durand');
    d = setParentalAuthority(d, 'modele_info', 'exclusive');
    d = setParentField(d, 'auteur_info', 'parent1', 'ville', 'Lyon');
    expect(d.modele_info).toMatchObject({
      autorite_parentale: 'exclusive',
      parent2: { nom: 'Durand' },
    });
    expect(d.auteur_info).toMatchObject({ parent1: { ville: 'Lyon' } });
    expect(draftSchema.safeParse(d).success).toBe(true);
    const company = applyAuthorType(d, 'Personne morale');
    expect(setParentField(company, 'auteur_info', 'parent1', 'nom', 'X')).toBe(company);
  });
});
