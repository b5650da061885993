// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyUserProfile } from '@core/answers/empty-records';
import { emptyFormValues, toFormValues, toSavePayload } from './profile-form.schema';

describe('profile form values', () => {
  it('start from the docs/product.md §9 defaults, with no capital (« 1000 € » is only its example, LEGAL J5)', () => {
    const values = emptyFormValues();
    expect(values.physical_person.nationalite).toBe('Française');
    expect(values.legal_entity.capital).toBe('');
    expect(values.legal_entity.representant_civilite).toBe('M.');
    expect(values.selected_entity_type).toBe('');
  });

  it('fold the legacy fields of a stored profile (siege split on the first comma, civilite, representant)', () => {
    const stored = emptyUserProfile();
    stored.legal_entity = {
      ...stored.legal_entity,
      nom: 'Studio',
      siege: '3 place du Marché, 69002 Lyon',
      representant: 'Mme Anne Roy',
    };
    stored.physical_person = { ...stored.physical_person, civilite: 'Mlle' };
    const values = toFormValues(stored);
    expect(values.legal_entity).toMatchObject({
      adresse: '3 place du Marché',
      code_postal: '69002',
      ville: 'Lyon',
      representant_civilite: 'Mme',
      representant_prenom: 'Anne',
      representant_nom: 'Roy',
    });
    expect(values.physical_person.gentille).toBe('Mlle');
    expect('siege' in values.legal_entity).toBe(false);
  });

  it('mark each profile configured exactly when it has a name, and carry the version', () => {
    const values = emptyFormValues();
    values.legal_entity.nom = 'ACME';
    values.selected_entity_type = 'legal_entity';
    const payload = toSavePayload(values, 4);
    expect(payload.legal_entity.is_configured).toBe(true);
    expect(payload.physical_person.is_configured).toBe(false);
    expect(payload).toMatchObject({ selected_entity_type: 'legal_entity', version: 4 });
    expect('clients' in payload).toBe(false);
  });
});
