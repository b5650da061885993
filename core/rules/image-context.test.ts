/**
 * LEGAL J14–J15: which image contexts the engine drafts, refused in French naming the field where
 * it cannot; the exchange's requalification warning (C. trav. L7123-4).
 */
import { describe, expect, it } from 'vitest';
import { COMPANY, PERSON, TODAY, TYPES, makeDraft } from '../templates/test-drafts';
import { draftRuleIssues, draftSchemaToday } from './draft-rules';
import { checkReadiness } from './readiness';
import {
  EMPLOYEE_PAID_MESSAGE,
  EXCHANGE_COMBINED_MESSAGE,
  EXCHANGE_PAID_MESSAGE,
  EXCHANGE_REQUALIFICATION_WARNING,
  PERSON_CONTEXT_MESSAGE,
  imageContextError,
  imageContextOf,
  imageContextWarning,
} from './image-context';

const free = { type_contrat: [...TYPES.image], type_cession: 'Gratuite' };
const paid = { type_contrat: [...TYPES.image], type_cession: 'Onéreuse', remuneration: '300' };
const combined = { ...free, type_contrat: [...TYPES.combined] };
const company = { auteur_type: 'Personne morale', auteur_info: COMPANY };

const CASES: [string, Record<string, unknown>, string | null][] = [
  ['a standard paid authorisation', { ...paid, contexte_image: 'standard' }, null],
  ['a free exchange, image only', { ...free, contexte_image: 'echange' }, null],
  ['a paid exchange', { ...paid, contexte_image: 'echange' }, EXCHANGE_PAID_MESSAGE],
  [
    'an exchange in a combined contract',
    { ...combined, contexte_image: 'echange' },
    EXCHANGE_COMBINED_MESSAGE,
  ],
  [
    'an exchange granted by a company',
    { ...free, ...company, contexte_image: 'echange' },
    PERSON_CONTEXT_MESSAGE,
  ],
  ['a free employee image', { ...free, contexte_image: 'salarie' }, null],
  ['a free employee image, combined', { ...combined, contexte_image: 'salarie' }, null],
  ['a paid employee image', { ...paid, contexte_image: 'salarie' }, EMPLOYEE_PAID_MESSAGE],
  [
    'an employee image passed on by a company',
    { ...free, ...company, contexte_image: 'salarie' },
    PERSON_CONTEXT_MESSAGE,
  ],
  [
    'an employee who is a distinct model of a company author',
    {
      ...combined,
      ...company,
      modele_distinct: true,
      modele_info: { ...PERSON, prenom: 'Zoé' },
      contexte_image: 'salarie',
    },
    null,
  ],
  [
    'a copyright-only contract with a stale context',
    { type_contrat: [...TYPES.auteur], contexte_image: 'echange' },
    null,
  ],
];

describe('image contexts the engine drafts (LEGAL J14, J15)', () => {
  it.each(CASES)('%s', (_name, input, message) => {
    const draft = makeDraft(input);
    expect(imageContextError(draft)).toBe(message);
    const issue = draftRuleIssues(draft, TODAY).find((i) => i.path.join('.') === 'contexte_image');
    expect(issue?.message ?? null).toBe(message);
    const missing = checkReadiness(draft, TODAY).missing.find((f) => f.key === 'contexte_image');
    expect(missing?.message ?? null).toBe(message);
  });

  it('the server’s schema refuses a refused context with its French reason and the field', () => {
    const result = draftSchemaToday(() => TODAY).safeParse(
      makeDraft({ ...paid, contexte_image: 'echange' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['contexte_image'], message: EXCHANGE_PAID_MESSAGE }),
    );
  });

  it('defaults to « standard » and rejects an unknown value in French', () => {
    expect(makeDraft({}).contexte_image).toBe('standard');
    expect(() => makeDraft({ contexte_image: 'stagiaire' })).toThrow(/contexte_image doit valoir/);
  });

  it('is read only with an image part', () => {
    expect(imageContextOf(makeDraft({ contexte_image: 'salarie' }))).toBe('standard');
    expect(imageContextOf(makeDraft({ ...free, contexte_image: 'salarie' }))).toBe('salarie');
  });
});

describe('the exchange’s requalification warning (C. trav. L7123-4)', () => {
  it('warns an exchange only, citing the presumption of employment', () => {
    expect(imageContextWarning(makeDraft({ ...free, contexte_image: 'echange' }))).toBe(
      EXCHANGE_REQUALIFICATION_WARNING,
    );
    expect(EXCHANGE_REQUALIFICATION_WARNING).toContain('L7123-2 à L7123-4 du Code du travail');
    for (const contexte_image of ['standard', 'salarie'])
      expect(imageContextWarning(makeDraft({ ...free, contexte_image }))).toBeNull();
  });

  it('uses French typography (no plain space before a colon, typographic apostrophes)', () => {
    for (const text of [
      EXCHANGE_REQUALIFICATION_WARNING,
      EXCHANGE_PAID_MESSAGE,
      EXCHANGE_COMBINED_MESSAGE,
      EMPLOYEE_PAID_MESSAGE,
      PERSON_CONTEXT_MESSAGE,
    ]) {
      expect(text).not.toMatch(/ [:;?!»]|« /);
      expect(text).not.toContain("'");
    }
  });
});
