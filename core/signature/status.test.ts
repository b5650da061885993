import { describe, expect, it } from 'vitest';
import { signatureStatus, signerStateLabel } from './status';

const signers = [
  { name: 'Claire Durand', status: 'signed' as const },
  { name: 'Marc Martin', status: 'invited' as const },
  { name: 'ACME Médias', status: 'waiting' as const },
];

describe('signatureStatus', () => {
  it('brouillon and finalisé before any request', () => {
    expect(signatureStatus(true, null).label).toBe('Brouillon');
    expect(signatureStatus(false, null).label).toBe('Finalisé');
  });

  it('à signer (n/m) names who is still missing', () => {
    const status = signatureStatus(false, { status: 'pending', signers });
    expect(status.label).toBe('À signer (1/3)');
    expect(status.missing).toEqual(['Marc Martin', 'ACME Médias']);
  });

  it('signé, refusé, expiré, annulé', () => {
    const all = signers.map((s) => ({ ...s, status: 'signed' as const }));
    expect(signatureStatus(false, { status: 'completed', signers: all })).toEqual({
      label: 'Signé',
      tone: 'success',
      missing: [],
    });
    expect(signatureStatus(false, { status: 'refused', signers }).label).toBe('Refusé');
    expect(signatureStatus(false, { status: 'expired', signers }).label).toBe('Expiré');
    expect(signatureStatus(false, { status: 'cancelled', signers }).label).toBe('Demande annulée');
  });
});

describe('signerStateLabel', () => {
  it('while the request is open: signed, refused, invited, waiting their turn', () => {
    expect(signerStateLabel('pending', 'signed')).toBe('a signé');
    expect(signerStateLabel('pending', 'invited')).toBe('invité, pas encore signé');
    expect(signerStateLabel('pending', 'waiting')).toBe('attend son tour');
  });

  it('once closed, nobody is told to wait: « ne sera pas invité », « n’a pas signé »', () => {
    for (const closed of ['refused', 'cancelled', 'expired'] as const) {
      expect(signerStateLabel(closed, 'waiting')).toBe('ne sera pas invité');
      expect(signerStateLabel(closed, 'invited')).toBe('n’a pas signé');
      expect(signerStateLabel(closed, 'refused')).toBe('a refusé');
      expect(signerStateLabel(closed, 'signed')).toBe('a signé');
    }
  });
});
