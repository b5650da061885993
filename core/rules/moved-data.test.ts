import { describe, expect, it } from 'vitest';
import { decodeMovedData, encodeMovedData, movedDataMessage, type MovedData } from './moved-data';

const moved = (over: Partial<MovedData>): MovedData => ({
  drafts: 0,
  contracts: 0,
  clients: 0,
  profile: false,
  ...over,
});

describe('movedDataMessage', () => {
  it('lists what was brought over, with French agreement', () => {
    expect(movedDataMessage(moved({ drafts: 2, clients: 1 }))).toBe(
      '2\u00a0brouillons et 1\u00a0client ont été ajoutés à votre compte.',
    );
    expect(movedDataMessage(moved({ drafts: 1 }))).toBe(
      '1\u00a0brouillon a été ajouté à votre compte.',
    );
    expect(movedDataMessage(moved({ profile: true }))).toBe(
      'Votre profil a été ajouté à votre compte.',
    );
    expect(movedDataMessage(moved({ drafts: 1, contracts: 3, clients: 2, profile: true }))).toBe(
      '1\u00a0brouillon, 3\u00a0contrats, 2\u00a0clients et votre profil ont été ajoutés à votre compte.',
    );
    expect(movedDataMessage(moved({ clients: 4 }))).toBe(
      '4\u00a0clients ont été ajoutés à votre compte.',
    );
  });

  it('says nothing when nothing moved', () => {
    expect(movedDataMessage(moved({}))).toBeNull();
  });
});

describe('encode / decode', () => {
  it('round-trips, and refuses anything else', () => {
    const value = moved({ drafts: 2, clients: 1, profile: true });
    expect(decodeMovedData(encodeMovedData(value))).toEqual(value);
    for (const bad of ['', '1.2.3', '1.2.3.4', 'a.b.c.d', '1.2.3.1.5', '-1.0.0.0'])
      expect(decodeMovedData(bad)).toBeNull();
  });
});
