import { z } from '../schemas/zod-fr';
import { REQUEST_STATUSES } from '../schemas/signature';

/**
 * The séances' answers on the wire (docs/releases.md), parsed by the web client and checked by
 * the server's routes: one schema for both sides.
 */

const termLine = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  why: z.string().nullable(),
});

/** `POST /api/releases` → the séance's page, its public link and that link as a QR code. */
export const createdReleaseResponse = z.object({
  id: z.string(),
  url: z.string(),
  qr_svg: z.string(),
});
export type CreatedRelease = z.infer<typeof createdReleaseResponse>;

/** Where a model's authorisation stands, as the photographer follows it. */
export const PARTICIPANT_STATUSES = ['invited', 'signed', 'refused', 'closed'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
export const PARTICIPANT_STATUS_LABELS: Record<ParticipantStatus, string> = {
  invited: 'Invité à signer',
  signed: 'Signé',
  refused: 'Refusé',
  closed: 'Non signé (demande close)',
};

export const releaseParticipantView = z.object({
  id: z.string(),
  name: z.string(),
  minor: z.boolean(),
  status: z.enum(PARTICIPANT_STATUSES),
  joined_at: z.string(),
  contract_id: z.string(),
  /** Each signer's own state (the model, or the parents and the child). */
  signers: z.array(z.object({ name: z.string(), role: z.string(), status: z.string() })),
  request_status: z.enum(REQUEST_STATUSES).nullable(),
});
export type ReleaseParticipantView = z.infer<typeof releaseParticipantView>;

/** `GET /api/releases/:id`: the owner's view. */
export const releaseView = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  qr_svg: z.string(),
  created_at: z.string(),
  closes_on: z.string().nullable(),
  closed_at: z.string().nullable(),
  open: z.boolean(),
  participant_cap: z.number(),
  terms_sha256: z.string(),
  lines: z.array(termLine),
  participants: z.array(releaseParticipantView),
});
export type ReleaseView = z.infer<typeof releaseView>;

/** `GET /api/releases`: the owner's séances, newest first. */
export const releaseListResponse = z.object({
  releases: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      created_at: z.string(),
      open: z.boolean(),
      participants: z.number(),
    }),
  ),
});

/**
 * `GET /api/releases/public/:token`: what a model's phone shows — the terms and who receives
 * the authorisation, nothing of the other participants.
 */
export const publicReleaseView = z.object({
  title: z.string(),
  beneficiary: z.string(),
  lines: z.array(termLine),
  closes_on: z.string().nullable(),
  terms_sha256: z.string(),
  /** The images serve a modelling activity: a child under 16 needs the prefect's authorisation. */
  modelling: z.boolean(),
  /** The day the contract would be dated (AAAA-MM-JJ, France), for the form's age rules. */
  today: z.string(),
});
export type PublicReleaseView = z.infer<typeof publicReleaseView>;

/** `POST /api/releases/public/:token/participants` → who receives a signing e-mail (masked). */
export const joinedReleaseResponse = z.object({
  /** `roleLabel`: the role as the contract names it (« Parent 1 de Léa Durand, Modèle »). */
  signers: z.array(
    z.object({ name: z.string(), role: z.string(), roleLabel: z.string(), email: z.string() }),
  ),
});
export type JoinedRelease = z.infer<typeof joinedReleaseResponse>;
