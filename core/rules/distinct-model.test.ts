import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import { draftSchema } from '../schemas/draft';
import { applyAuthorType } from './cession';
import {
  hasDistinctModel,
  hasThreeParties,
  setDistinctModel,
  updateModelInfo,
  usesAuthorInfo,
} from './distinct-model';
import { checkReadiness } from './readiness';

const MODEL = {
  gentille: 'Mme' as const,
  nom: 'Petit',
  prenom: 'Zoé',
  date_naissance: '2012-05-01',
  parent1: {
    nom: 'Petit',
    prenom: 'Marc',
    adresse: '1 rue Haute',
    code_postal: '44000',
    ville: 'Nantes',
  },
  parent2: {
    nom: 'Roux',
    prenom: 'Léa',
    adresse: '9 quai Bas',
    code_postal: '69002',
    ville: 'Lyon',
  },
};
const TODAY = new Date(2026, 10, 21);
const ready = (input: Record<string, unknown>) =>
  draftSchema.parse({
    type_contrat: [AUTEUR, IMAGE],
    auteur_type: 'Personne physique',
    auteur_info: { gentille: 'M.', nom: 'Lefèvre', prenom: 'Jean', date_naissance: '1980-03-02' },
    description_oeuvre: 'Portrait',
    description_image: 'Trois photographies',
    entreprise_info: { type: 'legal_entity', nom: 'ACME', forme_juridique: 'SAS' },
    // MODEL is fourteen: a modelling use needs the prefect's authorisation (C. trav. L7124-1).
    autorisation_prefectorale: { reference: 'Arrêté préfectoral n° 2026-12', date: '2026-03-02' },
    oeuvre_represente_modele: 'oui',
    ...input,
  });

describe('draft schema: modele_distinct and modele_info', () => {
  it('default to « not distinct » and an empty model, so older drafts parse unchanged', () => {
    const d = emptyDraft();
    expect(d.modele_distinct).toBe(false);
    expect(d.modele_info).toMatchObject({ gentille: '', nom: '', prenom: '', date_naissance: '' });
  });

  it('validate the model like a natural-person author (civility, birth date format)', () => {
    const bad = draftSchema.safeParse({
      auteur_type: 'Personne physique',
      modele_info: { gentille: 'Dr' },
    });
    expect(bad.success).toBe(false);
    const date = draftSchema.safeParse({
      auteur_type: 'Personne physique',
      modele_info: { date_naissance: '01/05/2012' },
    });
    expect(date.success).toBe(false);
    expect(JSON.stringify(date.error?.issues)).toContain('AAAA-MM-JJ');
  });

  it('accept the flag whatever the types, so unticking Auteur never invalidates a stored draft', () => {
    for (const types of [[IMAGE], [AUTEUR], []]) {
      expect(
        draftSchema.safeParse({
          auteur_type: 'Personne morale',
          type_contrat: types,
          modele_distinct: true,
        }).success,
      ).toBe(true);
    }
  });
});

describe('who signs the image part', () => {
  it('the distinct model only when Image is chosen; three parties only with both types', () => {
    const at = (types: string[]) => ({ type_contrat: types as never, modele_distinct: true });
    expect([hasDistinctModel(at([AUTEUR, IMAGE])), hasThreeParties(at([AUTEUR, IMAGE]))]).toEqual([
      true,
      true,
    ]);
    expect([
      hasDistinctModel(at([IMAGE])),
      hasThreeParties(at([IMAGE])),
      usesAuthorInfo(at([IMAGE])),
    ]).toEqual([true, false, false]);
    expect([hasDistinctModel(at([AUTEUR])), usesAuthorInfo(at([AUTEUR]))]).toEqual([false, true]);
    expect(hasDistinctModel({ type_contrat: [AUTEUR, IMAGE], modele_distinct: false })).toBe(false);
  });
});

describe('readiness « parties » line with a distinct model', () => {
  const missing = (draft: ReturnType<typeof ready>) =>
    checkReadiness(draft, TODAY).missing.map((f) => f.key);
  it('requires the model’s civility, last and first name and birth date besides the author', () => {
    expect(checkReadiness(ready({ modele_distinct: true, modele_info: MODEL }), TODAY).ready).toBe(
      true,
    );
    for (const field of ['gentille', 'nom', 'prenom', 'date_naissance'] as const) {
      const draft = ready({
        modele_distinct: true,
        modele_info: {
          ...MODEL,
          [field]: field === 'gentille' || field === 'date_naissance' ? '' : '  ',
        },
      });
      expect(missing(draft), field).toEqual([`modele_info.${field}`]);
      expect(checkReadiness(draft, TODAY).lines.find((l) => l.item === 'parties')?.ok).toBe(false);
    }
    // The author is still required in a combined contract.
    const noAuthor = ready({
      modele_distinct: true,
      modele_info: MODEL,
      auteur_info: { nom: 'Lefèvre' },
    });
    expect(missing(noAuthor)).toEqual([
      'auteur_info.gentille',
      'auteur_info.prenom',
      'auteur_info.date_naissance',
    ]);
  });

  it('ignores the model when the flag is off, and the author for Image only with a distinct model', () => {
    expect(checkReadiness(ready({ modele_distinct: false, modele_info: {} }), TODAY).ready).toBe(
      true,
    );
    const imageOnly = ready({
      type_contrat: [IMAGE],
      modele_distinct: true,
      modele_info: MODEL,
      auteur_info: {},
    });
    expect(missing(imageOnly)).toEqual([]);
    expect(missing({ ...imageOnly, modele_info: { ...imageOnly.modele_info, nom: '' } })).toEqual([
      'modele_info.nom',
    ]);
    // Auteur only: the model is not a party, an empty model form does not block.
    expect(
      checkReadiness(
        ready({ type_contrat: [AUTEUR], modele_distinct: true, modele_info: {} }),
        TODAY,
      ).ready,
    ).toBe(true);
  });
});

describe('applyAuthorType', () => {
  it('resets the author but keeps the distinct model and its flag', () => {
    const d = ready({ modele_distinct: true, modele_info: MODEL });
    const next = applyAuthorType(d, 'Personne morale');
    expect(next.auteur_type).toBe('Personne morale');
    expect(next.modele_distinct).toBe(true);
    expect(next.modele_info).toBe(d.modele_info);
    expect(applyAuthorType(next, 'Personne physique').modele_info).toBe(d.modele_info);
  });
});

describe('setDistinctModel and updateModelInfo (the wizard’s step 3)', () => {
  it('ticking makes the model a party; unticking keeps what was typed but the contract ignores it', () => {
    const typed = updateModelInfo(ready({}), {
      ...MODEL,
      parent1: { ...ready({}).modele_info.parent1, ...MODEL.parent1 },
      parent2: { ...ready({}).modele_info.parent2, ...MODEL.parent2 },
    });
    const on = setDistinctModel(typed, true);
    expect([on.modele_distinct, hasThreeParties(on), checkReadiness(on, TODAY).ready]).toEqual([
      true,
      true,
      true,
    ]);
    const off = setDistinctModel(on, false);
    expect(off.modele_distinct).toBe(false);
    expect(off.modele_info).toEqual(on.modele_info);
    expect(hasDistinctModel(off)).toBe(false);
    // Ticked again after a mis-click: the model comes back as typed.
    expect(setDistinctModel(off, true).modele_info).toMatchObject(MODEL);
  });

  it('return the same draft when nothing changes, so the wizard skips a render', () => {
    const d = ready({ modele_distinct: true, modele_info: MODEL });
    expect(setDistinctModel(d, true)).toBe(d);
    expect(updateModelInfo(d, { nom: 'Petit' })).toBe(d);
    expect(updateModelInfo(d, {})).toBe(d);
  });

  it('change only the given model fields, never the author, and the result still parses', () => {
    const d = ready({ modele_distinct: true, modele_info: MODEL });
    const next = updateModelInfo(d, { ville: 'Nantes', prenom: 'Zoë' });
    expect(next.modele_info).toMatchObject({ ...MODEL, ville: 'Nantes', prenom: 'Zoë' });
    expect(next.auteur_info).toBe(d.auteur_info);
    expect(d.modele_info.ville).toBe('');
    expect(draftSchema.parse(next)).toEqual(next);
  });
});
