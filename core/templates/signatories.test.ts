import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../schemas/draft';
import { originalsCount } from './clauses/signatures';
import { buildContext } from './context';
import { contractSignatories } from './signatories';
import { BIRTH, COMPANY, FATHER, MOTHER, PERSON, TODAY, makeDraft } from './test-drafts';

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
