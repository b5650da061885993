import { describe, expect, it, vi } from 'vitest';
import { releaseTermsSchema } from '@core/releases/terms';
import { ADULT_MODEL, TERMS_INPUT } from '@core/releases/release-fixtures';
import type { Participant } from '@core/releases/participant';
import type { Release } from '../db/repositories/releases';
import { AppError } from '../errors';
import { releaseTokenHash } from '../signature/release-link';
import { joinRelease, publicRelease } from './join-release';
import type { ReleaseDeps } from './release-deps';

const TOKEN = 'jeton-de-seance-0123456789abcdefghijklmnop';

const RELEASE: Release = {
  id: '0b9f0f7e-3a51-4a8e-9a57-5d2b8a2f6c10',
  ownerId: 'photographe',
  title: 'Défilé Printemps',
  sender: 'Hugo Bernard (hugo@exemple.fr)',
  senderEmail: 'hugo@exemple.fr',
  terms: releaseTermsSchema.parse(TERMS_INPUT),
  termsSha256: 'a'.repeat(64),
  closesOn: '2026-12-06',
  closedAt: null,
  participantCap: 200,
  consent: { text: 'J’accepte…', at: '2026-12-01T09:00:00.000Z', ip: '127.0.0.1', userAgent: null },
  createdAt: '2026-12-01T09:00:00.000Z',
};

/** Only what the link's checks read; any write reached past them fails the test. */
function depsAt(iso: string, release: Partial<Release> = {}) {
  const countParticipants = vi.fn(async () => 0);
  const deps = {
    releases: {
      findByTokenHash: async (hash: string) =>
        hash === releaseTokenHash(TOKEN) ? { ...RELEASE, ...release } : undefined,
      countParticipants,
    },
    now: () => new Date(iso),
  } as unknown as ReleaseDeps;
  return { deps, countParticipants };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('a séance’s link expires with its closing date', () => {
  it('takes participants through the closing day, in France', async () => {
    // 23:30 in Paris on the closing day: still open.
    const { deps } = depsAt('2026-12-06T22:30:00Z');
    expect((await publicRelease(deps, TOKEN)).closes_on).toBe('2026-12-06');
  });

  it('answers 410 in French from the next day in France, on both public calls, before any write', async () => {
    // 00:30 in Paris the next day, still the closing day in UTC.
    const { deps, countParticipants } = depsAt('2026-12-06T23:30:00Z');
    const read = await refusal(publicRelease(deps, TOKEN));
    expect([read.code, read.status]).toEqual(['RELEASE_CLOSED', 410]);
    expect(read.message).toBe(
      'Cette séance a pris fin le 6\u00a0décembre\u00a02026\u00a0: le photographe ne reçoit plus d’autorisations par ce lien. Adressez-vous à lui directement.',
    );
    const join = await refusal(
      joinRelease(deps, TOKEN, { model: ADULT_MODEL } as Participant, {
        ip: '127.0.0.1',
        userAgent: null,
      }),
    );
    expect(join.code).toBe('RELEASE_CLOSED');
    expect(countParticipants).not.toHaveBeenCalled();
  });

  it('without a closing date, stays open until the photographer closes it', async () => {
    const { deps } = depsAt('2030-01-01T12:00:00Z', { closesOn: null });
    expect((await publicRelease(deps, TOKEN)).title).toBe('Défilé Printemps');
    const closed = depsAt('2026-12-02T12:00:00Z', {
      closesOn: null,
      closedAt: '2026-12-02T10:00:00.000Z',
    });
    expect((await refusal(publicRelease(closed.deps, TOKEN))).message).toMatch(
      /^Cette séance est close/,
    );
  });

  it('an unknown link is 404, whatever the date', async () => {
    const { deps } = depsAt('2026-12-06T10:00:00Z');
    const unknown = await refusal(publicRelease(deps, 'x'.repeat(43)));
    expect([unknown.code, unknown.status]).toEqual(['RELEASE_LINK_INVALID', 404]);
  });
});
