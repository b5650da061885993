import { describe, expect, it } from 'vitest';
import { legalEntityFields, physicalPersonFields } from '../schemas/profile-fields';
import { LEGAL_ENTITY_KEYS, PHYSICAL_PERSON_KEYS } from './profile-fields';

describe('the profile keys copied from a client', () => {
  it('are the schemas’ fields, each one', () => {
    expect(PHYSICAL_PERSON_KEYS).toEqual(Object.keys(physicalPersonFields));
    expect(LEGAL_ENTITY_KEYS).toEqual(Object.keys(legalEntityFields));
  });
});
