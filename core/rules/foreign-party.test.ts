/**
 * LEGAL J17: parties established abroad — which country is another EU state, the VAT number's
 * form, the VAT answer against where the parties are, and what the wizard requires of a foreign
 * company author. Refusals are French and name their field (draftRuleIssues feeds the 400).
 */
import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_COMPANY,
  BELGIAN_COMPANY,
  COMPANY,
  PERSON,
  TODAY,
  TYPES,
  makeDraft,
} from '../templates/test-drafts';
import { sirenRule, sirenWarning } from '../fields/formats';
import { draftRuleIssues } from './draft-rules';
import { checkReadiness } from './readiness';
import {
  INTRA_EU_ASSIGNEE_NEEDED,
  INTRA_EU_ASSIGNEE_VAT_MISSING,
  INTRA_EU_CLIENT_NEEDED,
  INTRA_EU_CLIENT_VAT_MISSING,
  INTRA_EU_AUTHOR_ONLY,
  INTRA_EU_GRANTOR_ABROAD,
  INTRA_EU_REGIME_NEEDED,
  VAT_NUMBER_MESSAGE,
  inOtherEuState,
  intraEuVatError,
  vatNumberError,
} from './foreign-party';

const BELGIAN_ASSIGNEE = { ...ASSIGNEE_COMPANY, ...BELGIAN_COMPANY };
const SWISS_ASSIGNEE = { ...BELGIAN_ASSIGNEE, pays: 'Suisse', numero_tva: '' };
const FRENCH_AUTHOR = { ...PERSON, numero_tva: 'FR12345678901' };

describe('where a party is established', () => {
  it.each([
    ['Belgique', true],
    ['BE', true],
    ['pays-bas', true],
    ['Pays Bas', true],
    ['République tchèque', true],
    ['Suisse', false],
    ['Royaume-Uni', false],
    ['France', false],
    ['', false],
  ])('« %s » is another EU state: %s', (pays, expected) => {
    expect(inOtherEuState(pays)).toBe(expected);
  });

  it('reads an intra-Community VAT number as typed (spaces and dots ignored)', () => {
    for (const ok of ['FR12345678901', 'BE 0123.456.789', 'be0123456789', ''])
      expect(vatNumberError(ok)).toBeNull();
    for (const bad of ['0123456789', 'B1', 'BE 0123 456 789 0123 45'])
      expect(vatNumberError(bad)).toBe(VAT_NUMBER_MESSAGE);
  });

  it('checks no SIREN for a company abroad, and still checks a French one', () => {
    const abroad = { record: { pays: 'Belgique' }, root: {}, today: TODAY };
    const home = { record: {}, root: {}, today: TODAY };
    expect(sirenRule('12AB', abroad)).toBeNull();
    expect(sirenWarning('123456788', abroad)).toBeNull();
    expect(sirenRule('12AB', home)).not.toBeNull();
    expect(sirenWarning('123456788', home)).not.toBeNull();
  });
});

const paid = (input: Record<string, unknown>) => makeDraft({ type_cession: 'Onéreuse', ...input });

describe('the VAT answer against where the parties are (CGI 259-1°, 283-2)', () => {
  const CASES: [string, Record<string, unknown>, string | null][] = [
    [
      'a French author, a Belgian business, reverse charge',
      {
        auteur_info: FRENCH_AUTHOR,
        entreprise_info: BELGIAN_ASSIGNEE,
        tva_regime: 'autoliquidation_ue',
      },
      null,
    ],
    [
      'a French author charging French VAT to a Belgian business',
      { auteur_info: FRENCH_AUTHOR, entreprise_info: BELGIAN_ASSIGNEE, tva_regime: 'HT' },
      INTRA_EU_REGIME_NEEDED,
    ],
    [
      'a French author in franchise billing a Belgian business',
      { auteur_info: FRENCH_AUTHOR, entreprise_info: BELGIAN_ASSIGNEE, tva_regime: 'franchise' },
      INTRA_EU_REGIME_NEEDED,
    ],
    [
      'reverse charge with a French assignee',
      { auteur_info: FRENCH_AUTHOR, tva_regime: 'autoliquidation_ue' },
      INTRA_EU_ASSIGNEE_NEEDED,
    ],
    [
      'reverse charge with a Swiss assignee',
      {
        auteur_info: FRENCH_AUTHOR,
        entreprise_info: SWISS_ASSIGNEE,
        tva_regime: 'autoliquidation_ue',
      },
      INTRA_EU_ASSIGNEE_NEEDED,
    ],
    [
      'reverse charge without the assignee’s VAT number',
      {
        auteur_info: FRENCH_AUTHOR,
        entreprise_info: { ...BELGIAN_ASSIGNEE, numero_tva: '' },
        tva_regime: 'autoliquidation_ue',
      },
      INTRA_EU_ASSIGNEE_VAT_MISSING,
    ],
    [
      'reverse charge with a creator’s French client: asked at step 3, not in her profile',
      { side: 'cedant', auteur_info: FRENCH_AUTHOR, tva_regime: 'autoliquidation_ue' },
      INTRA_EU_CLIENT_NEEDED,
    ],
    [
      'reverse charge without the VAT number of a creator’s client',
      {
        side: 'cedant',
        auteur_info: FRENCH_AUTHOR,
        entreprise_info: { ...BELGIAN_ASSIGNEE, numero_tva: '' },
        tva_regime: 'autoliquidation_ue',
      },
      INTRA_EU_CLIENT_VAT_MISSING,
    ],
    [
      'an author abroad choosing the intra-EU reverse charge',
      {
        auteur_info: { ...FRENCH_AUTHOR, pays: 'Italie', code_postal: '00100' },
        entreprise_info: BELGIAN_ASSIGNEE,
        tva_regime: 'autoliquidation_ue',
      },
      INTRA_EU_GRANTOR_ABROAD,
    ],
    [
      'a model alone granting her image',
      {
        type_contrat: [...TYPES.image],
        modele_distinct: true,
        modele_info: PERSON,
        entreprise_info: BELGIAN_ASSIGNEE,
        tva_regime: 'autoliquidation_ue',
      },
      INTRA_EU_AUTHOR_ONLY,
    ],
    ['a French author and a French assignee, HT', { tva_regime: 'HT' }, null],
    [
      'a model alone, neutral regime: not sent to a reverse charge she cannot choose',
      {
        type_contrat: [...TYPES.image],
        modele_distinct: true,
        modele_info: PERSON,
        entreprise_info: BELGIAN_ASSIGNEE,
        tva_regime: 'TTC',
      },
      null,
    ],
  ];

  it.each(CASES)('%s', (_name, input, message) => {
    const draft = paid(input);
    expect(intraEuVatError(draft)).toBe(message);
    const issue = draftRuleIssues(draft, TODAY).find((i) => i.path.join('.') === 'tva_regime');
    expect(issue?.message ?? null).toBe(message);
  });

  it('a free grant asks nothing of VAT', () => {
    expect(
      intraEuVatError(makeDraft({ type_cession: 'Gratuite', entreprise_info: BELGIAN_ASSIGNEE })),
    ).toBeNull();
  });
});

describe('what the wizard requires of a foreign party (readiness)', () => {
  const missingKeys = (input: Record<string, unknown>) =>
    checkReadiness(paid(input), TODAY).missing.map((field) => field.key);

  it('the author’s own VAT number once the reverse charge is chosen', () => {
    const reverse = { entreprise_info: BELGIAN_ASSIGNEE, tva_regime: 'autoliquidation_ue' };
    expect(missingKeys({ ...reverse, auteur_info: PERSON })).toContain('auteur_info.numero_tva');
    expect(missingKeys({ ...reverse, auteur_info: FRENCH_AUTHOR })).toEqual([]);
    expect(missingKeys({ auteur_info: PERSON })).not.toContain('auteur_info.numero_tva');
  });

  it('a foreign company author’s register and number; never for a French one', () => {
    const belgianAuthor = {
      ...COMPANY,
      siren: '',
      rcs_ville: '',
      capital: '',
      pays: 'Belgique',
      code_postal: '1000',
      ville: 'Bruxelles',
    };
    const company = { auteur_type: 'Personne morale' };
    expect(missingKeys({ ...company, auteur_info: belgianAuthor })).toEqual(
      expect.arrayContaining(['auteur_info.registre', 'auteur_info.numero_registre']),
    );
    expect(
      missingKeys({
        ...company,
        auteur_info: { ...belgianAuthor, registre: 'BCE', numero_registre: '0123.456.789' },
      }),
    ).toEqual([]);
    expect(missingKeys({ ...company, auteur_info: COMPANY })).toEqual([]);
  });

  it('refuses a badly formed VAT number, naming the field', () => {
    const issues = draftRuleIssues(
      paid({ auteur_type: 'Personne morale', auteur_info: { ...COMPANY, numero_tva: '12' } }),
      TODAY,
    );
    expect(issues).toContainEqual({
      path: ['auteur_info', 'numero_tva'],
      message: VAT_NUMBER_MESSAGE,
    });
  });
});
