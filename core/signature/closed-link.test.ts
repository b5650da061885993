import { describe, expect, it } from 'vitest';
import type { ClosedSigning } from '../schemas/signature';
import {
  closedLinkMessage,
  evidenceKeptSince,
  evidenceRetentionEnd,
  SIGNED_COPY_DAYS,
  signerLinkState,
} from './closed-link';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('signerLinkState', () => {
  const pending = {
    status: 'pending' as const,
    expiresAt: iso(NOW + DAY),
    completedAt: null,
    ownerErasedAt: null,
  };

  it('an open request is open until its date, even before the sweep marks it expired', () => {
    expect(signerLinkState(pending, NOW)).toBe('open');
    expect(signerLinkState(pending, NOW + DAY)).toBe('gone');
  });

  it('cancelled, refused and expired requests are gone at once', () => {
    for (const status of ['cancelled', 'refused', 'expired'] as const)
      expect(signerLinkState({ ...pending, status }, NOW), status).toBe('gone');
  });

  it(`a completed request serves its sealed copy for ${SIGNED_COPY_DAYS} days, then is gone`, () => {
    const completed = { ...pending, status: 'completed' as const, completedAt: iso(NOW) };
    expect(signerLinkState(completed, NOW)).toBe('signed-copy');
    expect(signerLinkState(completed, NOW + SIGNED_COPY_DAYS * DAY)).toBe('signed-copy');
    expect(signerLinkState(completed, NOW + SIGNED_COPY_DAYS * DAY + 1)).toBe('gone');
    expect(signerLinkState({ ...completed, completedAt: null }, NOW)).toBe('gone');
  });

  it('a completed request whose sender deleted their account is gone at once', () => {
    const kept = { ...pending, status: 'completed' as const, completedAt: iso(NOW) };
    expect(signerLinkState({ ...kept, ownerErasedAt: iso(NOW + DAY) }, NOW + DAY)).toBe('gone');
  });
});

describe('evidenceRetentionEnd', () => {
  it('five years after completion (C. civ. 2224)', () => {
    expect(evidenceRetentionEnd('2026-03-10T12:00:00.000Z').toISOString()).toBe(
      '2031-03-10T12:00:00.000Z',
    );
    expect(evidenceKeptSince(new Date('2031-03-10T12:00:00.000Z')).toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    );
  });
});

describe('closedLinkMessage', () => {
  const base: ClosedSigning = {
    status: 'cancelled',
    reason: 'cancelled',
    at: '2026-03-03T10:00:00.000Z',
    by: 'Camille Durand (camille@exemple.fr)',
    sender: 'Camille Durand (camille@exemple.fr)',
    you: { status: 'invited', at: null },
  };

  it('says who cancelled, when, and whom to ask', () => {
    expect(closedLinkMessage(base)).toBe(
      'La demande a été annulée par Camille Durand (camille@exemple.fr) le 3\u00a0mars\u00a02026\u00a0: le contrat n’a pas été signé. Pour toute question, adressez-vous à Camille Durand (camille@exemple.fr).',
    );
  });

  it('tells a signer who refused that they did, and the others who did', () => {
    const refused = {
      ...base,
      status: 'refused' as const,
      reason: 'refused' as const,
      by: 'Léa Durand',
    };
    expect(closedLinkMessage({ ...refused, you: { status: 'refused', at: base.at } })).toMatch(
      /^Vous avez refusé de signer ce contrat le 3\u00a0mars\u00a02026\. /,
    );
    expect(closedLinkMessage(refused)).toMatch(
      /^Léa Durand a refusé de signer ce contrat le 3\u00a0mars\u00a02026\u00a0: /,
    );
  });

  it('a deleted sender account: the signed copy is no longer served, its evidence is kept', () => {
    const erased = { ...base, status: 'completed' as const, reason: 'account_deleted' as const };
    expect(closedLinkMessage(erased)).toContain('son expéditeur a supprimé son compte Clausier');
    expect(closedLinkMessage(erased)).toContain('5\u00a0ans son empreinte et le journal de preuve');
  });

  it('names the change of the contract, the expiry, the end of the signed copy', () => {
    expect(closedLinkMessage({ ...base, reason: 'contract_changed' })).toContain(
      'a modifié le contrat après l’avoir envoyé',
    );
    expect(closedLinkMessage({ ...base, reason: 'contract_deleted' })).toContain(
      'a supprimé le contrat',
    );
    expect(closedLinkMessage({ ...base, status: 'expired', reason: 'expired' })).toContain(
      'a expiré le 3\u00a0mars\u00a02026 sans avoir été signée',
    );
    const completed = { ...base, status: 'completed' as const, reason: 'completed' as const };
    expect(closedLinkMessage(completed)).toContain(
      `ce lien ne le propose plus, ${SIGNED_COPY_DAYS}\u00a0jours après la signature`,
    );
  });
});
