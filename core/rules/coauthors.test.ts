import { describe, expect, it } from 'vitest';
import { COAUTHOR, TODAY, TYPES, makeDraft } from '../templates/test-drafts';
import { draftSchema } from '../schemas/draft';
import { MAX_COAUTHORS, shareOf } from '../answers/coauthors';
import { setAt } from '../fields/paths';
import { applyAuthorType } from './cession';
import {
  COMPANY_COAUTHORS_MESSAGE,
  MINOR_COAUTHOR_MESSAGE,
  SHARES_TOTAL_MESSAGE,
  principalShare,
} from './coauthors';
import { draftRuleIssues, draftSchemaToday } from './draft-rules';
import { missingFields } from './readiness';

const keys = (input: Record<string, unknown>) =>
  missingFields(makeDraft(input), TODAY).map((field) => `${field.key}:${field.problem}`);

describe('co-authors (LEGAL J13)', () => {
  it('reads a share as a whole percent from 1 to 99', () => {
    expect(['40', ' 40 % ', '40%', '1', '99'].map(shareOf)).toEqual([40, 40, 40, 1, 99]);
    expect(['', '0', '100', '4,5', '-3', 'quarante'].map(shareOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives the first author what the co-authors leave, or nothing while a share is missing', () => {
    expect(
      principalShare([
        { ...COAUTHOR, part: '40' },
        { ...COAUTHOR, part: '25' },
      ]),
    ).toBe(35);
    expect(principalShare([{ ...COAUTHOR, part: '' }])).toBeNull();
    expect(
      principalShare([
        { ...COAUTHOR, part: '60' },
        { ...COAUTHOR, part: '40' },
      ]),
    ).toBeNull();
  });

  it('asks each co-author’s identity and, when paid, their share, at step 3', () => {
    const missing = missingFields(
      makeDraft({ coauteurs: [{ ...COAUTHOR, nom: '', date_naissance: '', part: '' }] }),
      TODAY,
    );
    expect(missing.map((field) => [field.key, field.label, field.step])).toEqual(
      expect.arrayContaining([
        ['coauteurs.0.nom', 'Nom (coauteur 1)', 3],
        ['coauteurs.0.date_naissance', 'Date de naissance (coauteur 1)', 3],
        ['coauteurs.0.part', 'Part de la rémunération (%) (coauteur 1)', 3],
      ]),
    );
    expect(keys({ coauteurs: [COAUTHOR] })).toEqual([]);
    // A free grant has no price to share.
    expect(
      keys({ coauteurs: [{ ...COAUTHOR, part: '' }], type_cession: 'Gratuite', remuneration: '' }),
    ).toEqual([]);
  });

  it('refuses a malformed share in French, naming the co-author', () => {
    expect(keys({ coauteurs: [{ ...COAUTHOR, part: '4,5' }] })).toContain(
      'coauteurs.0.part:invalid',
    );
  });

  it('refuses shares leaving the first author nothing, a minor co-author and a company author', () => {
    const tooMuch = makeDraft({
      coauteurs: [
        { ...COAUTHOR, part: '60' },
        { ...COAUTHOR, part: '40' },
      ],
    });
    expect(draftRuleIssues(tooMuch, TODAY)).toContainEqual({
      path: ['coauteurs', 1, 'part'],
      message: SHARES_TOTAL_MESSAGE,
    });
    const minor = makeDraft({ coauteurs: [{ ...COAUTHOR, date_naissance: '2012-05-01' }] });
    expect(draftRuleIssues(minor, TODAY)).toContainEqual({
      path: ['coauteurs', 0, 'date_naissance'],
      message: MINOR_COAUTHOR_MESSAGE,
    });
    const company = { ...makeDraft(), auteur_type: 'Personne morale' as const };
    const withCoauthors = draftSchema.parse({ ...company, auteur_info: {}, coauteurs: [COAUTHOR] });
    expect(draftRuleIssues(withCoauthors, TODAY)).toContainEqual({
      path: ['coauteurs'],
      message: COMPANY_COAUTHORS_MESSAGE,
    });
    // The server's schema turns them into a 400 with the field's path.
    const result = draftSchemaToday(() => TODAY).safeParse(tooMuch);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['coauteurs', 1, 'part']);
  });

  it('refuses a future birth date of a co-author', () => {
    const issues = draftRuleIssues(
      makeDraft({ coauteurs: [{ ...COAUTHOR, date_naissance: '2099-01-01' }] }),
      TODAY,
    );
    expect(issues.map((issue) => issue.path.join('.'))).toContain('coauteurs.0.date_naissance');
  });

  it('ignores the list where the question is not asked (image only), and asks nothing there', () => {
    const draft = makeDraft({ type_contrat: TYPES.image, coauteurs: [{ ...COAUTHOR, nom: '' }] });
    expect(draftRuleIssues(draft, TODAY)).toEqual([]);
    expect(missingFields(draft, TODAY).map((field) => field.key)).not.toContain('coauteurs.0.nom');
  });

  it('accepts at most the list’s limit', () => {
    const many = Array.from({ length: MAX_COAUTHORS + 1 }, () => COAUTHOR);
    expect(draftSchema.safeParse({ ...makeDraft(), coauteurs: many }).success).toBe(false);
  });

  it('drops the co-authors when the author becomes a company (a company is never a co-author)', () => {
    const draft = makeDraft({ coauteurs: [COAUTHOR] });
    expect(applyAuthorType(draft, 'Personne morale').coauteurs).toEqual([]);
  });

  it('writes a co-author’s field inside the list, keeping it a list', () => {
    const draft = makeDraft({ coauteurs: [COAUTHOR, COAUTHOR] });
    const next = setAt(draft, 'coauteurs.1.nom', 'Roy');
    expect(Array.isArray(next.coauteurs)).toBe(true);
    expect(next.coauteurs.map((c) => c.nom)).toEqual(['Petit', 'Roy']);
    expect(draft.coauteurs[1]?.nom).toBe('Petit');
  });
});
