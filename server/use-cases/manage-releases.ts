import { termLines } from '@core/releases/summary';
import type { ReleaseParticipantView, ReleaseView, ParticipantStatus } from '@core/releases/api';
import { participantDay } from '@core/releases/participant';
import { isMinorAt } from '@core/rules/minors';
import type { SessionUser } from '../auth/session-user';
import type { Release, ReleaseParticipant } from '../db/repositories/releases';
import { AppError } from '../errors';
import { requireAccount } from '../policies';
import { qrSvg } from '../render/qr-svg';
import { releaseUrl } from './create-release';
import type { ReleaseDeps } from './release-deps';

/**
 * The photographer's side of a séance (docs/releases.md): its participants and where each
 * authorisation stands, the link and its QR code again for the printed sheet, and closing it.
 * Another account's séance answers 404, as a missing one.
 */

async function ownedRelease(
  deps: Pick<ReleaseDeps, 'releases'>,
  user: SessionUser | null,
  id: string,
): Promise<Release> {
  const owner = requireAccount(user);
  const release = await deps.releases.findOwned(owner.id, id);
  if (!release) throw new AppError('RELEASE_NOT_FOUND');
  return release;
}

/** Open: not closed, and its closing day (if any) not past. */
export const isOpen = (release: Release, now: Date): boolean =>
  release.closedAt === null &&
  (release.closesOn === null || release.closesOn >= participantDay(now));

/** One participant as the photographer follows them (also the account's data export). */
export async function participantView(
  deps: Pick<ReleaseDeps, 'signatures' | 'contracts'>,
  release: Release,
  participant: ReleaseParticipant,
): Promise<ReleaseParticipantView> {
  const request = await deps.signatures.findOwned(release.ownerId, participant.requestId);
  const signers = request ? await deps.signatures.signers(request.id) : [];
  const contract = await deps.contracts.find(release.ownerId, participant.contractId);
  const draft = contract ? contract.draft : null;
  const person = draft?.auteur_type === 'Personne physique' ? draft.auteur_info : null;
  const model = signers.find((s) => s.role === 'modele' || s.role === 'mineur');
  const name = person
    ? `${person.prenom} ${person.nom}`.trim()
    : (model?.name ?? contract?.title ?? '');
  const status: ParticipantStatus =
    request?.status === 'completed'
      ? 'signed'
      : request?.status === 'refused'
        ? 'refused'
        : request?.status === 'pending'
          ? 'invited'
          : 'closed';
  return {
    id: participant.id,
    name,
    minor: person ? isMinorAt(person.date_naissance, participant.createdAt.slice(0, 10)) : false,
    status,
    joined_at: participant.createdAt,
    contract_id: participant.contractId,
    signers: signers.map((s) => ({ name: s.name, role: s.role, status: s.status })),
    request_status: request?.status ?? null,
  };
}

export async function showRelease(
  deps: ReleaseDeps,
  user: SessionUser | null,
  id: string,
): Promise<ReleaseView> {
  const release = await ownedRelease(deps, user, id);
  const participants = await deps.releases.participants(release.id);
  const url = releaseUrl(deps, release.id);
  return {
    id: release.id,
    title: release.title,
    url,
    qr_svg: qrSvg(url),
    created_at: release.createdAt,
    closes_on: release.closesOn,
    closed_at: release.closedAt,
    open: isOpen(release, deps.now()),
    participant_cap: release.participantCap,
    terms_sha256: release.termsSha256,
    lines: termLines(release.terms),
    participants: await Promise.all(participants.map((p) => participantView(deps, release, p))),
  };
}

export async function listReleases(deps: ReleaseDeps, user: SessionUser | null) {
  const owner = requireAccount(user);
  const releases = await deps.releases.listOwned(owner.id);
  return {
    releases: await Promise.all(
      releases.map(async (release) => ({
        id: release.id,
        title: release.title,
        created_at: release.createdAt,
        open: isOpen(release, deps.now()),
        participants: await deps.releases.countParticipants(release.id),
      })),
    ),
  };
}

/**
 * Stops new participants: the link answers 410 from now on. The authorisations already made stay
 * as they are (each model may still sign or refuse theirs).
 */
export async function closeRelease(
  deps: ReleaseDeps,
  user: SessionUser | null,
  id: string,
): Promise<{ closed_at: string }> {
  const release = await ownedRelease(deps, user, id);
  if (release.closedAt === null) await deps.releases.close(release.ownerId, release.id);
  const closed = await deps.releases.findOwned(release.ownerId, release.id);
  return { closed_at: closed?.closedAt ?? new Date().toISOString() };
}
