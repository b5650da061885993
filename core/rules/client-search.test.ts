import { describe, expect, it } from 'vitest';
import type { Client } from '../schemas/client';
import { clientSchema } from '../schemas/client';
import {
  NO_CLIENT_MATCH_MESSAGE,
  NO_CLIENT_YET_MESSAGE,
  clientDisplayName,
  clientPickerEmptyMessage,
  searchClients,
} from './client-search';

const clients: Client[] = [
  clientSchema.parse({ id: '1', type: 'physical_person', prenom: 'Éléonore', nom: 'Dupont' }),
  clientSchema.parse({ id: '2', type: 'physical_person', prenom: 'Jean', nom: 'Martin' }),
  clientSchema.parse({
    id: '3',
    type: 'legal_entity',
    nom: 'Studio Cœur SARL',
    representant_nom: 'Dupont',
  }),
];
const ids = (list: Client[]) => list.map((c) => c.id);

describe('searchClients', () => {
  it('is case-insensitive on first + last name', () => {
    expect(ids(searchClients(clients, 'JEAN'))).toEqual(['2']);
    expect(ids(searchClients(clients, 'jean mar'))).toEqual(['2']);
  });
  it('is accent- and ligature-insensitive', () => {
    expect(ids(searchClients(clients, 'eleonore'))).toEqual(['1']);
    expect(ids(searchClients(clients, 'ÉLÉO'))).toEqual(['1']);
    expect(ids(searchClients(clients, 'coeur'))).toEqual(['3']);
  });
  it('matches words in any order', () => {
    expect(ids(searchClients(clients, 'Dupont Éléonore'))).toEqual(['1']);
  });
  it('searches companies by their name only, not by representative', () => {
    expect(ids(searchClients(clients, 'dupont'))).toEqual(['1']);
    expect(ids(searchClients(clients, 'sarl'))).toEqual(['3']);
  });
  it('keeps everyone for a blank query and nobody for an unknown name', () => {
    expect(ids(searchClients(clients, '  '))).toEqual(['1', '2', '3']);
    expect(searchClients(clients, 'zorglub')).toEqual([]);
  });
});

describe('client picker texts', () => {
  it('names persons « Prénom Nom » and companies by name', () => {
    expect(clientDisplayName(clients[0] as Client)).toBe('Éléonore Dupont');
    expect(clientDisplayName(clients[2] as Client)).toBe('Studio Cœur SARL');
  });
  it('chooses the docs/product.md §8 empty text', () => {
    expect(clientPickerEmptyMessage([], 'x')).toBe(NO_CLIENT_YET_MESSAGE);
    expect(clientPickerEmptyMessage(clients, 'zorglub')).toBe(NO_CLIENT_MATCH_MESSAGE);
    expect(clientPickerEmptyMessage(clients, 'jean')).toBeNull();
    expect(NO_CLIENT_YET_MESSAGE).toBe('Aucun client n’a été ajouté pour le moment.');
  });
});
