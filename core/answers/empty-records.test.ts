import { describe, expect, it } from 'vitest';
import { clientSchema } from '../schemas/client';
import { coauthorSchema } from '../schemas/coauthors';
import { companyAuthorSchema, draftSchema, physicalAuthorSchema } from '../schemas/draft';
import {
  entrepriseInfoSchema,
  legalEntityProfileSchema,
  physicalPersonProfileSchema,
  userProfileSchema,
} from '../schemas/profile';
import {
  blankAssignee,
  emptyClient,
  emptyCoauthor,
  emptyCompanyAuthor,
  emptyDraft,
  emptyLegalEntityProfile,
  emptyPhysicalAuthor,
  emptyPhysicalPersonProfile,
  emptyUserProfile,
} from './empty-records';

describe('the empty records are what their schemas give for nothing answered', () => {
  it.each([
    ['draft', emptyDraft(), draftSchema.parse({ auteur_type: 'Personne physique' })],
    ['physical author', emptyPhysicalAuthor(), physicalAuthorSchema.parse({})],
    ['company author', emptyCompanyAuthor(), companyAuthorSchema.parse({})],
    ['coauthor', emptyCoauthor(), coauthorSchema.parse({})],
    ['natural-person profile', emptyPhysicalPersonProfile(), physicalPersonProfileSchema.parse({})],
    ['legal-entity profile', emptyLegalEntityProfile(), legalEntityProfileSchema.parse({})],
    ['user profile', emptyUserProfile(), userProfileSchema.parse({})],
    [
      'natural-person assignee',
      blankAssignee('physical_person'),
      entrepriseInfoSchema.parse({ type: 'physical_person' }),
    ],
    [
      'legal-entity assignee',
      blankAssignee('legal_entity'),
      entrepriseInfoSchema.parse({ type: 'legal_entity' }),
    ],
    [
      'natural-person client',
      emptyClient('physical_person', 'c1'),
      clientSchema.parse({ id: 'c1', type: 'physical_person' }),
    ],
    [
      'legal-entity client',
      emptyClient('legal_entity', 'c2'),
      clientSchema.parse({ id: 'c2', type: 'legal_entity' }),
    ],
  ])('%s', (_name, record, parsed) => {
    expect(record).toStrictEqual(parsed);
  });

  it('are valid for their schemas as they are', () => {
    expect(draftSchema.parse(emptyDraft())).toStrictEqual(emptyDraft());
    expect(userProfileSchema.parse(emptyUserProfile())).toStrictEqual(emptyUserProfile());
  });

  it('are new objects on every call: editing one draft never edits the next', () => {
    const first = emptyDraft();
    first.supports.push('presse');
    first.auteur_info.nom = 'Durand';
    (first.modele_info as { parent1: { nom: string } }).parent1.nom = 'Martin';
    const second = emptyDraft();
    expect(second.supports).toEqual(['site_internet', 'serveur_discord']);
    expect(second.auteur_info.nom).toBe('');
    expect(second.modele_info.parent1.nom).toBe('');
  });
});
