import { describe, expect, it } from 'vitest';
import type { Draft } from '../schemas/draft';
import { AUTEUR, IMAGE } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import { draftSchema } from '../schemas/draft';
import {
  ASSIGNEE_COMPANY,
  BIRTH,
  COMPANY,
  PERSON,
  TODAY,
  makeDraft,
} from '../templates/test-drafts';
import { SAME_PARENT_MESSAGE } from '../fields/draft-fields';
import {
  NO_ASSIGNEE_MESSAGE,
  READINESS_MESSAGE,
  STEP4_NO_CONTRACT_TYPE_MESSAGE,
  canShowStep4,
  checkReadiness,
  describeMissing,
  missingFields,
  stepBlockers,
} from './readiness';

const keys = (draft: Draft) => missingFields(draft, TODAY).map((field) => field.key);
const lineOf = (draft: Draft, item: string) =>
  checkReadiness(draft, TODAY).lines.find((line) => line.item === item);
const free = (input: Record<string, unknown> = {}) =>
  makeDraft({ type_cession: 'Gratuite', remuneration: '', ...input });

describe('checkReadiness: the list of what is missing', () => {
  it('lists the contract type, the author and the assignee of an empty draft, with labels and steps', () => {
    const missing = missingFields(emptyDraft(), TODAY);
    expect(missing.map((f) => [f.key, f.step ?? null])).toEqual([
      ['type_contrat', 1],
      ['auteur_info.gentille', 3],
      ['auteur_info.prenom', 3],
      ['auteur_info.nom', 3],
      ['auteur_info.date_naissance', 3],
      ['entreprise_info', null],
    ]);
    expect(missing.find((f) => f.key === 'auteur_info.nom')?.label).toBe('Nom');
    expect(missing.find((f) => f.key === 'entreprise_info')?.message).toBe(NO_ASSIGNEE_MESSAGE);
  });

  it('is ready for a complete paid contract, with every applicable line ticked', () => {
    const r = checkReadiness(makeDraft(), TODAY);
    expect(r).toMatchObject({ ready: true, missing: [] });
    expect(r.lines.map((l) => [l.item, l.ok])).toEqual([
      ['contractType', true],
      ['parties', true],
      ['descriptions', true],
      ['price', true],
      ['assignee', true],
    ]);
  });

  it('never ticks a line it did not check: no price line for a free grant, no description line without a type', () => {
    // The issue: a free contract with no description ticked « Description » and « Rémunération ».
    const noType = free({ type_contrat: [], description_oeuvre: '' });
    const items = checkReadiness(noType, TODAY).lines.map((l) => l.item);
    expect(items).not.toContain('price');
    expect(items).not.toContain('descriptions');
    expect(lineOf(noType, 'contractType')?.ok).toBe(false);
    expect(lineOf(free({ description_oeuvre: '' }), 'descriptions')).toMatchObject({ ok: false });
  });

  it('requires civility, last and first name for a person; name and legal form for a company', () => {
    for (const field of ['gentille', 'nom', 'prenom'] as const)
      expect(
        keys(makeDraft({ auteur_info: { ...PERSON, [field]: field === 'gentille' ? '' : '  ' } })),
      ).toEqual([`auteur_info.${field}`]);
    const company = makeDraft({
      auteur_type: 'Personne morale',
      auteur_info: { ...COMPANY, forme_juridique: '', representant_nom: '' },
    });
    expect(keys(company)).toEqual(['auteur_info.forme_juridique']);
  });

  it('asks a combined contract whether the work depicts the model', () => {
    const combined = makeDraft({ type_contrat: [AUTEUR, IMAGE], remuneration_image: '300' });
    expect(keys(combined)).toEqual(['oeuvre_represente_modele']);
    expect(keys({ ...combined, oeuvre_represente_modele: 'non' })).toEqual([]);
    // Not asked of a single-type contract.
    expect(keys(makeDraft())).toEqual([]);
  });

  it('requires each chosen type’s description', () => {
    expect(
      keys(
        makeDraft({
          type_contrat: [AUTEUR, IMAGE],
          description_image: '',
          remuneration_image: '300',
          oeuvre_represente_modele: 'oui',
        }),
      ),
    ).toEqual(['description_image']);
    expect(keys(makeDraft({ type_contrat: [IMAGE], description_oeuvre: '' }))).toEqual([]);
  });

  it('requires both prices in a paid combined contract, the price alone otherwise', () => {
    expect(keys(makeDraft({ remuneration: '' }))).toEqual(['remuneration']);
    const combined = makeDraft({ type_contrat: [AUTEUR, IMAGE], oeuvre_represente_modele: 'non' });
    expect(keys(combined)).toEqual(['remuneration_image']);
    expect(missingFields(combined, TODAY)[0]).toMatchObject({
      label: 'Prix de l’autorisation de droit à l’image (en euros)',
      step: 5,
      item: 'price',
    });
    expect(keys(free())).toEqual([]);
  });

  it('lists a price that is not an amount (« abc ») as invalid, with the French rule', () => {
    const draft = { ...makeDraft(), remuneration: 'abc' } as Draft;
    const [field] = missingFields(draft, TODAY);
    expect(field).toMatchObject({ key: 'remuneration', problem: 'invalid', item: 'price' });
    expect(field?.message).toContain('en chiffres');
  });

  it('asks the pseudonym or the collecting society’s name once that choice is made (no « © ____ » in a ready contract)', () => {
    expect(keys(makeDraft({ mention_auteur: 'pseudonyme', pseudonyme: '' }))).toEqual([
      'pseudonyme',
    ]);
    expect(keys(makeDraft({ mention_auteur: 'pseudonyme', pseudonyme: 'Kali' }))).toEqual([]);
    expect(keys(makeDraft({ mention_auteur: 'nom', pseudonyme: '' }))).toEqual([]);
    expect(
      keys(makeDraft({ gestion_collective: 'autre', gestion_collective_autre: '  ' })),
    ).toEqual(['gestion_collective_autre']);
    expect(
      keys(makeDraft({ gestion_collective: 'autre', gestion_collective_autre: 'SAIF' })),
    ).toEqual([]);
    // Image only: the work's options are not asked, so not required.
    expect(
      keys(
        makeDraft({
          type_contrat: [IMAGE],
          description_image: 'Portraits',
          mention_auteur: 'pseudonyme',
        }),
      ),
    ).not.toContain('pseudonyme');
  });

  it('requires the assignee with a name', () => {
    expect(keys(makeDraft({ entreprise_info: undefined }))).toEqual(['entreprise_info']);
    expect(keys(makeDraft({ entreprise_info: { ...ASSIGNEE_COMPANY, nom: ' ' } }))).toEqual([
      'entreprise_info',
    ]);
    expect(lineOf(makeDraft({ entreprise_info: undefined }), 'assignee')?.ok).toBe(false);
  });
});

const AUTHORISATION_KEYS = [
  'autorisation_prefectorale.reference',
  'autorisation_prefectorale.date',
];

describe('minors: the holders of parental authority (legal review B3 v2)', () => {
  const minor = (birth: string, parents: Record<string, unknown>) =>
    makeDraft({ auteur_info: { ...PERSON, date_naissance: birth, ...parents } });
  const P1 = {
    nom: 'Durand',
    prenom: 'Marc',
    adresse: '1 rue Haute',
    code_postal: '44000',
    ville: 'Nantes',
  };
  const P2 = {
    nom: 'Morel',
    prenom: 'Julie',
    adresse: '9 quai Bas',
    code_postal: '69002',
    ville: 'Lyon',
  };
  const parentKeys = (who: string) =>
    ['prenom', 'nom', 'adresse', 'code_postal', 'ville'].map((k) => `${who}.${k}`);

  it.each([BIRTH.age10, BIRTH.age14, BIRTH.age17])(
    'asks both parents’ names and each one’s address under joint authority (born %s)',
    (birth) => {
      expect(keys(minor(birth, {}))).toEqual([
        ...parentKeys('auteur_info.parent1'),
        ...parentKeys('auteur_info.parent2'),
      ]);
      expect(keys(minor(birth, { parent1: P1, parent2: P2 }))).toEqual([]);
    },
  );

  it('asks no postal code of a parent living abroad', () => {
    const abroad = { ...P2, code_postal: '', ville: 'Genève', pays: 'Suisse' };
    expect(keys(minor(BIRTH.age14, { parent1: P1, parent2: abroad }))).toEqual([]);
  });

  it('refuses the same person as both parents (a one-parent signature under joint authority)', () => {
    const twice = minor(BIRTH.age14, { parent1: P1, parent2: { ...P1, nom: ' durand ' } });
    expect(missingFields(twice, TODAY)).toMatchObject([
      { key: 'auteur_info.parent2.nom', problem: 'invalid', message: SAME_PARENT_MESSAGE },
    ]);
    expect(keys(minor(BIRTH.age14, { parent1: P1, parent2: { ...P1, prenom: 'Anne' } }))).toEqual(
      [],
    );
  });

  it('asks one parent under exclusive authority, none for an adult', () => {
    expect(keys(minor(BIRTH.age14, { autorite_parentale: 'exclusive', parent1: P1 }))).toEqual([]);
    expect(keys(minor(BIRTH.age14, { autorite_parentale: 'exclusive' }))).toHaveLength(5);
    expect(keys(minor(BIRTH.adult, {}))).toEqual([]);
  });

  it('labels each parent so two « Nom » fields are told apart', () => {
    const labels = missingFields(minor(BIRTH.age14, {}), TODAY).map((f) => f.label);
    expect(labels).toContain('Nom (parent 2 de l’auteur)');
  });

  it('in an image-only contract the person is the model: « parent 2 du modèle », never « de l’auteur »', () => {
    const draft = makeDraft({
      type_contrat: [IMAGE],
      auteur_info: { ...PERSON, date_naissance: BIRTH.age10, parent1: P1 },
    });
    const labels = missingFields(draft, TODAY).map((f) => f.label);
    expect(labels).toContain('Nom (parent 2 du modèle)');
    expect(labels.join(' ')).not.toContain('de l’auteur');
    // A ten-year-old model: the L7124-1 authorisation is required too (no PDF without it).
    expect(keys(draft)).toEqual([...parentKeys('auteur_info.parent2'), ...AUTHORISATION_KEYS]);
  });

  it('asks the distinct model’s parents when the model is a minor', () => {
    const draft = makeDraft({
      type_contrat: [AUTEUR, IMAGE],
      remuneration_image: '300',
      oeuvre_represente_modele: 'oui',
      modele_distinct: true,
      modele_info: {
        gentille: 'Mme',
        nom: 'Petit',
        prenom: 'Zoé',
        date_naissance: BIRTH.age10,
        parent1: P1,
      },
    });
    expect(keys(draft)).toEqual([...parentKeys('modele_info.parent2'), ...AUTHORISATION_KEYS]);
  });
});

describe('French formats in readiness', () => {
  it.each([
    ['auteur_info.code_postal', { auteur_info: { ...PERSON, code_postal: 'ABCDEFGHIJ' } }],
    ['auteur_info.date_naissance', { auteur_info: { ...PERSON, date_naissance: '2031-01-01' } }],
  ])('lists %s as invalid under the parties line', (key, input) => {
    const field = missingFields({ ...makeDraft(), ...input } as Draft, TODAY).find(
      (f) => f.key === key,
    );
    expect(field).toMatchObject({ problem: 'invalid', item: 'parties', step: 3 });
  });

  it('accepts a foreign postal code with its country', () => {
    expect(
      keys(makeDraft({ auteur_info: { ...PERSON, code_postal: 'SW1A 1AA', pays: 'Royaume-Uni' } })),
    ).toEqual([]);
  });

  it('refuses a SIREN with a letter or a capital in words, but only warns on a wrong check key', () => {
    const company = (patch: Record<string, string>) =>
      makeDraft({ auteur_type: 'Personne morale', auteur_info: { ...COMPANY, ...patch } });
    expect(keys(company({ siren: '12AB' }))).toEqual(['auteur_info.siren']);
    expect(keys(company({ capital: 'beaucoup' }))).toEqual(['auteur_info.capital']);
    expect(keys(company({ siren: '123456789' }))).toEqual([]);
  });

  it('lists the assignee’s badly formed fields (the profile’s rules) on the assignee line', () => {
    const draft = makeDraft({
      entreprise_info: { ...ASSIGNEE_COMPANY, capital: '-5 €', siren: '12AB' },
    });
    expect(missingFields(draft, TODAY)).toEqual([
      expect.objectContaining({
        key: 'entreprise_info',
        item: 'assignee',
        problem: 'invalid',
        message:
          'Capital social\u00a0: Indiquez le capital social en euros, en chiffres (par exemple 1 000 €). ' +
          'Numéro SIREN ou SIRET\u00a0: Le numéro SIREN ou SIRET ne doit contenir que des chiffres (les espaces sont acceptés).',
      }),
    ]);
    expect(lineOf(draft, 'assignee')?.ok).toBe(false);
    // A wrong length only warns, for the profile as for the author.
    expect(keys(makeDraft({ entreprise_info: { ...ASSIGNEE_COMPANY, siren: '123' } }))).toEqual([]);
  });

  it('lists a name with no letter (« ... », « -- ») as invalid, not as given', () => {
    const parent = {
      nom: 'Roux',
      prenom: '--',
      adresse: '1 rue Haute',
      code_postal: '75001',
      ville: 'Paris',
    };
    const minor = makeDraft({
      auteur_info: {
        ...PERSON,
        nom: '...',
        date_naissance: BIRTH.age14,
        autorite_parentale: 'exclusive',
        parent1: parent,
      },
      entreprise_info: { ...ASSIGNEE_COMPANY, representant_nom: '--' },
    });
    const missing = missingFields(minor, TODAY);
    expect(missing.map((f) => [f.key, f.problem, f.message])).toEqual([
      ['auteur_info.nom', 'invalid', 'Le nom doit contenir au moins une lettre.'],
      ['auteur_info.parent1.prenom', 'invalid', 'Le prénom doit contenir au moins une lettre.'],
      [
        'entreprise_info',
        'invalid',
        'Nom du représentant\u00a0: Le nom doit contenir au moins une lettre.',
      ],
    ]);
    expect(checkReadiness(minor, TODAY).ready).toBe(false);
    expect(
      keys(makeDraft({ auteur_type: 'Personne morale', auteur_info: { ...COMPANY, nom: '. .' } })),
    ).toEqual(['auteur_info.nom']);
  });

  it('names a character the PDF cannot print before the field’s own rule, the assignee’s too', () => {
    const draft = makeDraft({
      auteur_info: { ...PERSON, nom: '🎨' },
      description_oeuvre: 'Un logo ✓',
      entreprise_info: { ...ASSIGNEE_COMPANY, representant_nom: '李' },
    });
    const printable = (character: string) =>
      `Ce caractère ne peut pas être imprimé dans le contrat\u00a0: «\u202f${character}\u202f». Retirez-le ou écrivez ce texte en lettres latines.`;
    expect(missingFields(draft, TODAY).map((f) => [f.key, f.problem, f.message])).toEqual([
      // « 🎨 » has no letter either: the character is named first, it is what to change.
      ['auteur_info.nom', 'invalid', printable('🎨')],
      ['description_oeuvre', 'invalid', printable('✓')],
      ['entreprise_info', 'invalid', `Nom du représentant\u00a0: ${printable('李')}`],
    ]);
    expect(checkReadiness(draft, TODAY).ready).toBe(false);
  });

  it('does not check a hidden form: the model’s stale postal code with the flag off', () => {
    expect(
      keys(makeDraft({ modele_distinct: false, modele_info: { code_postal: 'ABC' } })),
    ).toEqual([]);
  });
});

describe('messages', () => {
  it('shows step 4 only with a contract type', () => {
    expect(canShowStep4(emptyDraft())).toBe(false);
    expect(
      canShowStep4(draftSchema.parse({ auteur_type: 'Personne physique', type_contrat: [AUTEUR] })),
    ).toBe(true);
  });
  it('exports the docs/product.md texts verbatim', () => {
    expect(READINESS_MESSAGE).toBe(
      'Veuillez compléter toutes les informations obligatoires avant de générer votre contrat.',
    );
    expect(STEP4_NO_CONTRACT_TYPE_MESSAGE).toBe(
      'Veuillez retourner à l’étape 1 et sélectionner au moins un type de contrat.',
    );
  });
  it('describes the missing fields in French with their step', () => {
    expect(
      describeMissing(
        missingFields(makeDraft({ remuneration: '', entreprise_info: undefined }), TODAY),
      ),
    ).toBe('Prix (en euros) (étape 5)\u202f; Cessionnaire (votre profil)');
  });
  it('drops each message’s own full stop, so the sentence it ends has one', () => {
    const invalid = (label: string, message: string) =>
      ({ key: label, label, item: 'other', step: 4, problem: 'invalid', message }) as const;
    expect(
      describeMissing([
        invalid('Date de livraison', 'La date doit être au format AAAA-MM-JJ.'),
        invalid('Pseudonyme', 'Information obligatoire manquante.'),
      ]),
    ).toBe(
      'Date de livraison (étape 4)\u00a0: La date doit être au format AAAA-MM-JJ\u202f; ' +
        'Pseudonyme (étape 4)\u00a0: Information obligatoire manquante',
    );
  });
});

describe('stepBlockers: what keeps « Suivant » from leaving a step', () => {
  it('blocks on a birth date in the future, on its own step only', () => {
    const draft = makeDraft({ auteur_info: { ...PERSON, date_naissance: '2030-01-01' } });
    const blockers = stepBlockers(draft, 3, TODAY);
    expect(blockers.map((f) => [f.key, f.problem])).toEqual([
      ['auteur_info.date_naissance', 'invalid'],
    ]);
    expect(blockers[0]?.message).toBe('La date de naissance ne peut pas être dans le futur.');
    expect(stepBlockers(draft, 2, TODAY)).toEqual([]);
  });

  it('lets a blank required answer through: step 6 checks those (docs/product.md §5)', () => {
    const draft = makeDraft({ auteur_info: { ...PERSON, nom: '', prenom: '' } });
    expect(missingFields(draft, TODAY).some((f) => f.step === 3)).toBe(true);
    expect(stepBlockers(draft, 3, TODAY)).toEqual([]);
  });

  it('blocks on a malformed postal code', () => {
    const draft = makeDraft({ auteur_info: { ...PERSON, code_postal: '4400' } });
    expect(stepBlockers(draft, 3, TODAY).map((f) => f.key)).toEqual(['auteur_info.code_postal']);
  });
});
