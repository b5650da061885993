import { describe, expect, it } from 'vitest';
import { clientInputSchema, clientSchema } from './client';

describe('clientSchema', () => {
  it('parses both kinds with their own fields and defaults', () => {
    const p = clientSchema.parse({ id: '1700000000000', type: 'physical_person', nom: 'Durand' });
    expect(p.type === 'physical_person' && p.nationalite).toBe('Française');
    const l = clientSchema.parse({ id: '1', type: 'legal_entity', nom: 'ACME' });
    // No capital is supplied: « 1000 € » is the form's example, not a value (LEGAL J5).
    expect(l.type === 'legal_entity' && l.capital).toBe('');
  });

  it('refuses fields of the other kind (strict objects)', () => {
    expect(
      clientSchema.safeParse({ id: '1', type: 'physical_person', forme_juridique: 'SAS' }).success,
    ).toBe(false);
    expect(clientSchema.safeParse({ id: '1', type: 'legal_entity', prenom: 'Jean' }).success).toBe(
      false,
    );
  });

  it('accepts legacy civilite and representant as fallbacks', () => {
    expect(
      clientSchema.safeParse({ id: '1', type: 'physical_person', civilite: 'Mme' }).success,
    ).toBe(true);
    expect(
      clientSchema.safeParse({ id: '1', type: 'legal_entity', representant: 'Mme Anne Roy' })
        .success,
    ).toBe(true);
  });

  it('requires an id and a known type, with French messages', () => {
    const noId = clientSchema.safeParse({ type: 'physical_person' });
    expect(noId.success).toBe(false);
    expect(
      clientSchema.safeParse({ id: '  ', type: 'physical_person' }).error?.issues[0]?.message,
    ).toBe('L’identifiant du client est obligatoire.');
    expect(clientSchema.safeParse({ id: '1', type: 'robot' }).error?.issues[0]?.message).toBe(
      'Le type de client doit valoir «\u202fphysical_person\u202f» ou «\u202flegal_entity\u202f».',
    );
  });

  it('lets the form send a client without id', () => {
    expect(clientInputSchema.parse({ type: 'legal_entity', nom: 'ACME' }).id).toBeUndefined();
  });
});
