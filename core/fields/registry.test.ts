import { describe, expect, it } from 'vitest';
import { physicalAuthorSchema } from '../schemas/draft';
import { makeDraft, PERSON, TODAY } from '../templates/test-drafts';
import {
  CLIENT_FIELDS,
  DRAFT_FIELDS,
  PROFILE_FIELDS,
  applicableDraftFields,
  clientFormatIssues,
  draftFormatIssues,
  getAt,
  profileFormatIssues,
  setAt,
} from './index';
import {
  birthDateRule,
  capitalRule,
  companyNameRule,
  emailRule,
  phoneRule,
  firstNameRule,
  lastNameRule,
  postalCodeRule,
  sirenRule,
  sirenWarning,
} from './formats';
import type { DraftFieldSpec } from './types';

const ctx = (record: Record<string, unknown> = {}) => ({ record, root: record, today: TODAY });
const spec = (key: string) => DRAFT_FIELDS.find((field) => field.key === key);

describe('the field registry', () => {
  it('declares each answer with a French label and a kind; required-capable ones name their step and line', () => {
    for (const field of [...DRAFT_FIELDS, ...PROFILE_FIELDS]) {
      expect(field.label.trim(), field.key).not.toBe('');
      if (field.item && field.item !== 'assignee') expect(field.step, field.key).toBeGreaterThan(0);
    }
  });

  it('reads the length limits from the zod schema', () => {
    const nom = physicalAuthorSchema.shape.nom.unwrap().maxLength;
    expect(spec('auteur_info.nom')?.maxLength).toBe(nom);
    expect(spec('description_oeuvre')?.maxLength).toBe(5000);
    expect(spec('modele_info.parent1.adresse')?.maxLength).toBe(300);
    expect(PROFILE_FIELDS.find((f) => f.key === 'physical_person.email')?.maxLength).toBe(254);
  });

  it('includes the v2 answers the forms will render from it', () => {
    for (const key of [
      'auteur_info.autorite_parentale',
      'auteur_info.parent2.nom',
      'remuneration_image',
      'tva_regime',
      'modalites_paiement',
      'autorisation_prefectorale.reference',
      'autorisation_prefectorale.date',
      'gestion_collective',
      'mention_auteur',
    ])
      expect(spec(key), key).toBeDefined();
    expect(spec('tva_regime')?.options?.map((o) => o.value)).toEqual([
      'HT',
      'TTC',
      'franchise',
      'autoliquidation',
      'autoliquidation_ue',
    ]);
  });

  it('shows the model’s fields only when the image part is signed by a distinct model', () => {
    const keysOf = (input: Record<string, unknown>) =>
      applicableDraftFields(makeDraft(input), TODAY).map((a) => a.spec.key);
    expect(keysOf({})).not.toContain('modele_info.nom');
    expect(keysOf({ type_contrat: ["Image (droit à l'image)"], modele_distinct: true })).toContain(
      'modele_info.nom',
    );
  });
});

describe('a draft field’s key', () => {
  it('is checked against the draft’s paths by the compiler', () => {
    const typed: DraftFieldSpec = { key: 'auteur_info.parent1.nom', label: 'Nom', kind: 'text' };
    const misspelt: DraftFieldSpec = {
      // @ts-expect-error: no such answer in the draft
      key: 'auteur_info.parent1.nomm',
      label: 'Nom',
      kind: 'text',
    };
    expect([typed.key, misspelt.key]).toEqual([
      'auteur_info.parent1.nom',
      'auteur_info.parent1.nomm',
    ]);
  });
});

describe('French format rules', () => {
  it('postal codes: 5 digits in France, a foreign code with its country', () => {
    expect(postalCodeRule('75011', ctx())).toBeNull();
    expect(postalCodeRule('75 011', ctx())).toBeNull();
    expect(postalCodeRule('ABCDEFGHIJ', ctx())).toContain('5 chiffres');
    expect(postalCodeRule('7501', ctx({ pays: 'France' }))).toContain('5 chiffres');
    expect(postalCodeRule('00000', ctx())).toContain('5 chiffres'); // no department 00
    expect(postalCodeRule('01000', ctx())).toBeNull();
    expect(postalCodeRule('1000', ctx({ pays: 'Belgique' }))).toBeNull();
    expect(postalCodeRule('<script>', ctx({ pays: 'Belgique' }))).not.toBeNull();
  });
  it('e-mail, SIREN, capital, birth date', () => {
    expect(emailRule('pas-un-email', ctx())).toContain('e-mail');
    expect(emailRule('nom@exemple.fr', ctx())).toBeNull();
    for (const phone of [
      '06 12 34 56 78',
      '+33 6 12 34 56 78',
      '06.12.34.56.78',
      '(0)1-23-45-67-89',
      '',
    ])
      expect(phoneRule(phone, ctx()), phone).toBeNull();
    for (const phone of ['abc', '06 12 ab', '12345', '++33612345678', '0612345678901234567'])
      expect(phoneRule(phone, ctx()), phone).toContain('numéro de téléphone en chiffres');
    expect(sirenRule('12AB', ctx())).toContain('chiffres');
    expect(sirenRule('123456789', ctx())).toBeNull();
    expect(sirenWarning('123456789', ctx())).toContain('clé de contrôle');
    expect(sirenRule('123', ctx())).toBeNull();
    expect(sirenWarning('123', ctx())).toContain('9 chiffres');
    expect(sirenRule('732 829 320', ctx())).toBeNull();
    expect(capitalRule('beaucoup', ctx())).toContain('capital');
    expect(capitalRule('1000 €', ctx())).toBeNull();
    expect(birthDateRule('2031-01-01', ctx())).toContain('futur');
    expect(birthDateRule('2026-02-30', ctx())).toContain('AAAA-MM-JJ');
    expect(birthDateRule('', ctx())).toBeNull();
  });
});

describe('names hold a letter', () => {
  it('refuses a name of punctuation or figures, in any script otherwise', () => {
    for (const name of ['...', '--', '. -', '123', '«\u202f»'])
      expect(lastNameRule(name, ctx()), name).toBe('Le nom doit contenir au moins une lettre.');
    expect(firstNameRule('--', ctx())).toBe('Le prénom doit contenir au moins une lettre.');
    for (const name of ['Dubœuf-Çaliskan', 'N’Diaye', 'O.', 'Ng', '李', 'Ørsted', ''])
      expect(lastNameRule(name, ctx()), name).toBeNull();
  });
  it('refuses characters that print nothing inside a name, keeps the joiners of scripts that need them', () => {
    const INVISIBLE = expect.stringContaining('caractère invisible');
    for (const name of [
      'Du\u200Drand',
      'Durand\u200B',
      'Dur\u00ADand',
      '\uFEFFDurand',
      'Du\u2060rand',
    ])
      expect(lastNameRule(name, ctx()), JSON.stringify(name)).toEqual(INVISIBLE);
    expect(firstNameRule('Lé\u200Ca', ctx())).toEqual(INVISIBLE);
    expect(companyNameRule('AC\u200BME', ctx())).toEqual(INVISIBLE);
    // Persian and Devanagari spell with ZWNJ / ZWJ.
    expect(lastNameRule('می\u200Cخواهم', ctx())).toBeNull();
    expect(firstNameRule('क्\u200Dष', ctx())).toBeNull();
  });
  it('lets a company be named in figures, not in punctuation', () => {
    expect(companyNameRule('...', ctx())).toContain('au moins une lettre ou un chiffre');
    expect(companyNameRule('1664', ctx())).toBeNull();
    expect(companyNameRule('ACME', ctx())).toBeNull();
  });
  it('applies to every person and company name the app asks', () => {
    const keys = [...DRAFT_FIELDS, ...PROFILE_FIELDS, ...Object.values(CLIENT_FIELDS).flat()]
      .filter((field) => /(^|\.)(nom|prenom|representant_nom|representant_prenom)$/.test(field.key))
      .filter((field) => field.format?.('...', ctx()) == null)
      .map((field) => field.key);
    expect(keys).toEqual([]);
  });
  it('keeps the second parent’s own rule after the letter rule', () => {
    const root = makeDraft({
      auteur_info: { ...PERSON, parent1: { nom: 'Roux', prenom: 'Anne' } },
    });
    const rule = spec('auteur_info.parent2.nom')!.format!;
    const record = { nom: 'Roux', prenom: 'Anne' };
    expect(rule('--', { record, root, today: TODAY })).toContain('au moins une lettre');
    expect(rule('Roux', { record, root, today: TODAY })).toContain('autre personne');
  });
});

describe('server-side validation of records', () => {
  it('names the bad fields of a draft, skipping the ones the schema checks itself', () => {
    const draft = makeDraft({ auteur_info: { ...PERSON, code_postal: 'ABCDEFGHIJ' } });
    expect(draftFormatIssues(draft, TODAY)).toEqual([
      { path: ['auteur_info', 'code_postal'], message: expect.stringContaining('5 chiffres') },
    ]);
  });
  it('checks both profiles and a client by its type', () => {
    const issues = profileFormatIssues(
      {
        physical_person: { email: 'pas-un-email' },
        legal_entity: { capital: 'beaucoup', siren: '12AB' },
      },
      TODAY,
    );
    expect(issues.map((i) => i.path.join('.'))).toEqual([
      'physical_person.email',
      'legal_entity.capital',
      'legal_entity.siren',
    ]);
    expect(
      clientFormatIssues(
        { type: 'physical_person', date_naissance: '2031-05-01' } as never,
        TODAY,
      )[0]?.path,
    ).toEqual(['date_naissance']);
    expect(CLIENT_FIELDS.legal_entity.some((f) => f.key === 'siren')).toBe(true);
  });
});

describe('paths', () => {
  it('reads and writes nested keys without touching the rest', () => {
    const draft = makeDraft();
    const next = setAt(draft, 'auteur_info.parent1.nom', 'Durand');
    expect(getAt(next, 'auteur_info.parent1.nom')).toBe('Durand');
    expect(next.description_oeuvre).toBe(draft.description_oeuvre);
    expect(getAt(draft, 'auteur_info.parent1.nom')).toBe('');
  });
});
