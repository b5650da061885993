import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import { contractClientName } from './contract-client';
import { ASSIGNEE_PERSON, creatorDraft } from '../templates/test-drafts';

describe('contractClientName', () => {
  it('is the author, « Prénom Nom »', () => {
    const draft = { ...emptyDraft(), type_contrat: [AUTEUR] };
    draft.auteur_info = { ...draft.auteur_info, prenom: 'Sophie', nom: 'Lenoir' };
    expect(contractClientName(draft)).toBe('Sophie Lenoir');
  });

  it('is the company’s name for a legal person', () => {
    const draft = {
      ...emptyDraft(),
      type_contrat: [AUTEUR],
      auteur_type: 'Personne morale',
      auteur_info: { nom: 'Studio Nord' },
    };
    expect(contractClientName(draft)).toBe('Studio Nord');
  });

  it('names the model too when someone else is photographed, and only the model for image only', () => {
    const base = emptyDraft();
    const author = { ...base.auteur_info, prenom: 'Sophie', nom: 'Lenoir' };
    const model = { ...base.modele_info, prenom: 'Zoé', nom: 'Petit' };
    const both = {
      ...base,
      type_contrat: [AUTEUR, IMAGE],
      modele_distinct: true,
      auteur_info: author,
      modele_info: model,
    };
    expect(contractClientName(both)).toBe('Sophie Lenoir, Zoé Petit');
    expect(contractClientName({ ...both, type_contrat: [IMAGE] })).toBe('Zoé Petit');
  });

  it('is empty when nobody is named yet or the answers cannot be read', () => {
    expect(contractClientName(emptyDraft())).toBe('');
    expect(contractClientName('not a draft')).toBe('');
  });

  it('names her client, the assignee, when the creator drafts as the Cédant', () => {
    expect(contractClientName(creatorDraft())).toBe('Domaine des Tilleuls');
    const person = creatorDraft({ entreprise_info: ASSIGNEE_PERSON });
    expect(contractClientName(person)).toBe(`${ASSIGNEE_PERSON.prenom} ${ASSIGNEE_PERSON.nom}`);
    expect(contractClientName({ ...creatorDraft(), entreprise_info: undefined })).toBe('');
  });
});
