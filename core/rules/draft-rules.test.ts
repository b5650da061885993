import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { BIRTH, PERSON, TODAY, makeDraft } from '../templates/test-drafts';
import {
  ANCIENT_CONTRACT_DATE_MESSAGE,
  FUTURE_CONTRACT_DATE_MESSAGE,
  FUTURE_BIRTH_MESSAGE,
  MINOR_FREE_GRANT_MESSAGE,
  draftRuleIssues,
  draftSchemaToday,
} from './draft-rules';

const minor = { ...PERSON, date_naissance: BIRTH.age14 };

describe('draftRuleIssues (rules of the signing day)', () => {
  it('A7 v2 (C. civ. 387-2): refuses a free copyright grant by a minor author', () => {
    const issues = draftRuleIssues(
      makeDraft({ type_cession: 'Gratuite', remuneration: '', auteur_info: minor }),
      TODAY,
    );
    expect(issues).toEqual([{ path: ['type_cession'], message: MINOR_FREE_GRANT_MESSAGE }]);
  });
  it('allows a minor’s free image consent (art. 9, both parents) and a paid grant by a minor author', () => {
    expect(
      draftRuleIssues(
        makeDraft({
          type_contrat: [IMAGE],
          type_cession: 'Gratuite',
          remuneration: '',
          auteur_info: minor,
        }),
        TODAY,
      ),
    ).toEqual([]);
    expect(draftRuleIssues(makeDraft({ auteur_info: minor }), TODAY)).toEqual([]);
  });
  it('refuses a free combined contract when the author is a minor (the copyright part is a grant)', () => {
    const draft = makeDraft({
      type_contrat: [AUTEUR, IMAGE],
      type_cession: 'Gratuite',
      remuneration: '',
      auteur_info: minor,
    });
    expect(draftRuleIssues(draft, TODAY).map((i) => i.path.join('.'))).toEqual(['type_cession']);
  });
  it('refuses a birth date in the future, for the author and for a distinct model', () => {
    const future = { ...PERSON, date_naissance: '2031-01-01' };
    expect(draftRuleIssues(makeDraft({ auteur_info: future }), TODAY)).toEqual([
      { path: ['auteur_info', 'date_naissance'], message: FUTURE_BIRTH_MESSAGE },
    ]);
    const draft = makeDraft({
      type_contrat: [AUTEUR, IMAGE],
      remuneration_image: '200',
      modele_distinct: true,
      modele_info: future,
    });
    expect(draftRuleIssues(draft, TODAY).map((i) => i.path.join('.'))).toEqual([
      'modele_info.date_naissance',
    ]);
  });
  it('reads the ages at the contract’s date, as its text does: a grant started at 17 stays refused after the 18th birthday', () => {
    // Born 1 June 2008; the contract dated 10 January 2026 (17) is checked on 21 November 2026 (18).
    const draft = makeDraft({
      type_cession: 'Gratuite',
      remuneration: '',
      date_contrat: '2026-01-10',
      auteur_info: { ...PERSON, date_naissance: '2008-06-01' },
    });
    expect(draftRuleIssues(draft, new Date(2026, 10, 21, 12))).toEqual([
      { path: ['type_cession'], message: MINOR_FREE_GRANT_MESSAGE },
    ]);
  });
  it('refuses a contract date in the future (one day of slack for time zones) or before 2000', () => {
    const today = new Date(2026, 10, 21, 12);
    const at = (date_contrat: string) =>
      draftRuleIssues(makeDraft({ date_contrat }), today).filter(
        (i) => i.path[0] === 'date_contrat',
      );
    expect(at('2026-11-21')).toEqual([]);
    expect(at('2026-11-22')).toEqual([]);
    expect(at('2026-11-23')).toEqual([
      { path: ['date_contrat'], message: FUTURE_CONTRACT_DATE_MESSAGE },
    ]);
    expect(at('2999-01-01')).toEqual([
      { path: ['date_contrat'], message: FUTURE_CONTRACT_DATE_MESSAGE },
    ]);
    expect(at('1999-12-31')).toEqual([
      { path: ['date_contrat'], message: ANCIENT_CONTRACT_DATE_MESSAGE },
    ]);
    expect(at('2020-03-01')).toEqual([]);
  });
  it('draftSchemaToday turns the issues into French zod errors naming the field', () => {
    const result = draftSchemaToday(() => TODAY).safeParse({
      auteur_type: 'Personne physique',
      type_contrat: [AUTEUR],
      auteur_info: minor,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['type_cession'],
      message: MINOR_FREE_GRANT_MESSAGE,
    });
  });
});
