import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { originalsCount } from './clauses/signatures';
import { buildContext } from './context';
import { contractRoleLabels, contractSignatories, roleLabelOf, slotQuality } from './signatories';
import {
  ASSIGNEE_PERSON,
  BIRTH,
  COMPANY,
  FATHER,
  MOTHER,
  PERSON,
  TODAY,
  makeDraft,
} from './test-drafts';

const minor = (birth: string, extra: Record<string, unknown> = {}) => ({
  auteur_info: { ...PERSON, date_naissance: birth, parent1: MOTHER, parent2: FATHER, ...extra },
});
const slots = (input: Record<string, unknown>) =>
  contractSignatories(makeDraft(input), TODAY).map(({ slot, role }) => `${slot}:${role}`);

/**
 * The signature request must be signed by everyone the contract's signature
 * block names, read from the same entries as that block (one list, so they cannot disagree).
 */
describe('contractSignatories', () => {
  it('an adult author and a company grantee: the author, then the grantee', () => {
    const list = contractSignatories(makeDraft(), TODAY);
    expect(list.map((s) => `${s.slot}:${s.role}`)).toEqual([
      'auteur:cedant',
      'cessionnaire:cessionnaire',
    ]);
    expect(list[0]?.name).toBe('Mme Léa Durand');
    // The person who signs for ACME Médias: the request greets them, they type their own name.
    expect(list[1]?.name).toBe('M. Paul Martin');
  });

  it('a company author signs through its representative, named as the person they are', () => {
    const draft = makeDraft({ auteur_type: 'Personne morale', auteur_info: COMPANY });
    expect(slots({ auteur_type: 'Personne morale', auteur_info: COMPANY })).toEqual([
      'auteur:representant',
      'cessionnaire:cessionnaire',
    ]);
    expect(contractSignatories(draft, TODAY)[0]?.name).toBe('Mme Anne Roy');
  });

  it('a minor under 13: both holders of parental authority, no child signature', () => {
    expect(slots(minor(BIRTH.age10))).toEqual([
      'auteur.parent1:parent1',
      'auteur.parent2:parent2',
      'cessionnaire:cessionnaire',
    ]);
  });

  it('a minor from 13: both parents and the child', () => {
    const list = contractSignatories(makeDraft(minor(BIRTH.age14)), TODAY);
    expect(list.map((s) => s.slot)).toEqual([
      'auteur.parent1',
      'auteur.parent2',
      'auteur.mineur',
      'cessionnaire',
    ]);
    expect(list.map((s) => s.name)).toContain('Mme Claire Durand');
    expect(list.map((s) => s.name)).toContain('M. Marc Martin');
    // The child's own name: « , mineure » read as a list separator in « Manque : … ».
    expect(list[2]?.name).toBe('Léa Durand');
  });

  it('one parent with sole parental authority signs alone', () => {
    expect(slots(minor(BIRTH.age10, { autorite_parentale: 'exclusive' }))).toEqual([
      'auteur.parent1:parent1',
      'cessionnaire:cessionnaire',
    ]);
  });

  it('image only: the model signs', () => {
    expect(slots({ type_contrat: [IMAGE] })).toEqual([
      'auteur:modele',
      'cessionnaire:cessionnaire',
    ]);
  });

  it('combined with a distinct minor model: the author, both parents of the model, the grantee', () => {
    expect(
      slots({
        type_contrat: [AUTEUR, IMAGE],
        remuneration_image: '300',
        modele_distinct: true,
        modele_info: {
          ...PERSON,
          prenom: 'Zoé',
          date_naissance: BIRTH.age10,
          parent1: MOTHER,
          parent2: FATHER,
        },
      }),
    ).toEqual([
      'auteur:cedant',
      'modele.parent1:parent1',
      'modele.parent2:parent2',
      'cessionnaire:cessionnaire',
    ]);
  });

  it('as many signatories as the contract has originals (C. civ. 1375)', () => {
    for (const input of [
      {},
      minor(BIRTH.age14),
      minor(BIRTH.age10, { autorite_parentale: 'exclusive' }),
    ]) {
      const draft = makeDraft(input);
      expect(contractSignatories(draft, TODAY)).toHaveLength(
        originalsCount(buildContext(draft, TODAY)),
      );
    }
  });
});

/**
 * A list of signers names each role as the contract names its party, not by the stored key: an
 * image authorisation's photographer fills the `cessionnaire` slot, and the contract calls them
 * the Bénéficiaire.
 */
describe('each slot’s roleLabel, in the contract’s words', () => {
  const labels = (input: Record<string, unknown>) =>
    contractSignatories(makeDraft(input), TODAY).map((s) => `${s.role}: ${s.roleLabel}`);
  const company = { entreprise_info: ASSIGNEE_PERSON };

  it('a paid assignment: Cédant and Cessionnaire', () => {
    expect(labels(company)).toEqual(['cedant: Cédant', 'cessionnaire: Cessionnaire']);
  });

  it('a licence: Concédant and Licencié', () => {
    expect(labels({ ...company, nature_contrat: 'licence' })).toEqual([
      'cedant: Concédant',
      'cessionnaire: Licencié',
    ]);
  });

  it('a free grant: Concédant and Bénéficiaire', () => {
    expect(labels({ ...company, type_cession: 'Gratuite', remuneration: '' })).toEqual([
      'cedant: Concédant',
      'cessionnaire: Bénéficiaire',
    ]);
  });

  it('an image authorisation: the Modèle and the Bénéficiaire — nothing is assigned', () => {
    expect(labels({ ...company, type_contrat: [IMAGE] })).toEqual([
      'modele: Modèle',
      'cessionnaire: Bénéficiaire',
    ]);
  });

  it('an image authorisation granted by a company: its representative, for the Concédant', () => {
    expect(
      labels({
        ...company,
        type_contrat: [IMAGE],
        auteur_type: 'Personne morale',
        auteur_info: COMPANY,
      }),
    ).toEqual([
      'representant: Présidente de la société Studio Lumière, Concédant',
      'cessionnaire: Bénéficiaire',
    ]);
  });

  it('a company grantee signs through its representative, for the party the contract names', () => {
    expect(labels({ type_contrat: [IMAGE] })).toEqual([
      'modele: Modèle',
      'cessionnaire: Gérant de la société ACME Médias, Bénéficiaire',
    ]);
  });

  it('a combined contract: each party with both its terms, as its signature line says', () => {
    expect(
      labels({ ...company, type_contrat: [AUTEUR, IMAGE], remuneration_image: '300' }),
    ).toEqual(['cedant: Cédant et Modèle', 'cessionnaire: Cessionnaire et Bénéficiaire']);
  });

  it('a minor: each parent for the child and the party, the child from 13 as themselves', () => {
    expect(labels({ ...company, ...minor(BIRTH.age14) })).toEqual([
      'parent1: Parent 1 de Léa Durand, Cédant',
      'parent2: Parent 2 de Léa Durand, Cédant',
      'mineur: Cédant (mineure, associée à la décision)',
      'cessionnaire: Cessionnaire',
    ]);
    expect(
      labels({
        ...company,
        type_contrat: [IMAGE],
        ...minor(BIRTH.age10, { autorite_parentale: 'exclusive' }),
      }),
    ).toEqual(['parent1: Parent de Léa Durand, Modèle', 'cessionnaire: Bénéficiaire']);
    // « de » elided before a vowel, in the label as in the signature line.
    const ines = makeDraft({ ...company, ...minor(BIRTH.age10, { prenom: 'Inès' }) });
    expect(contractSignatories(ines, TODAY)[0]?.roleLabel).toBe('Parent 1 d’Inès Durand, Cédant');
    expect(slotQuality(ines, TODAY, 'auteur.parent1')).toBe(
      'premier titulaire de l’autorité parentale d’Inès Durand',
    );
  });

  it('three parties: the author, the distinct model’s parents, the grantee of both parts', () => {
    expect(
      labels({
        ...company,
        type_contrat: [AUTEUR, IMAGE],
        remuneration_image: '300',
        modele_distinct: true,
        modele_info: {
          ...PERSON,
          prenom: 'Zoé',
          date_naissance: BIRTH.age10,
          parent1: MOTHER,
          parent2: FATHER,
        },
      }),
    ).toEqual([
      'cedant: Cédant',
      'parent1: Parent 1 de Zoé Durand, Modèle',
      'parent2: Parent 2 de Zoé Durand, Modèle',
      'cessionnaire: Cessionnaire et Bénéficiaire',
    ]);
  });
});

describe('roleLabelOf', () => {
  const draft = makeDraft({ type_contrat: [IMAGE], entreprise_info: ASSIGNEE_PERSON });
  const known = contractRoleLabels(draft, TODAY);

  it('the contract’s word for a stored signer of its slot and role', () => {
    expect(roleLabelOf(known, { slot: 'cessionnaire', role: 'cessionnaire' })).toBe('Bénéficiaire');
  });

  it('the generic label without a contract, or for a slot its answers no longer have as such', () => {
    expect(roleLabelOf(null, { slot: 'cessionnaire', role: 'cessionnaire' })).toBe('Cessionnaire');
    expect(roleLabelOf(known, { slot: 'auteur.parent1', role: 'parent1' })).toBe('Parent 1');
    expect(roleLabelOf(known, { slot: 'auteur', role: 'cedant' })).toBe('Cédant');
  });
});
