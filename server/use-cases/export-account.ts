import type { Kysely } from 'kysely';
import { SIGNED_COPY_DAYS, signerLinkState } from '@core/signature/closed-link';
import { sameMailbox } from '@core/signature/mailbox';
import { fromFlag } from '../db/repositories/columns';
import type { DB } from '../db/schema';
import type { createRepositories } from '../db/repositories/repositories';
import type { SignatureRequest, Signer } from '../db/repositories/signatures';
import type { ChainedEvent } from '../db/repositories/event-chain';
import { signingToken } from '../signature/secrets';
import { presentProfile } from '../presenters/profile';
import { presentContractExport } from '../presenters/contract-export';
import { presentReleaseExport } from '../presenters/release-export';
import { isOpen, participantView } from './manage-releases';
import type { AuthTables } from '../db/auth-tables';

export const ACCOUNT_EXPORT_FORMAT = 'clausier-account';
export const ACCOUNT_EXPORT_VERSION = 1;

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

type Repositories = ReturnType<typeof createRepositories>;
/** Where the export's links lead: the site's address, and the secret signing links derive from. */
export type ExportLinks = { baseUrl: string; secret: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const parsedDetails = (details: string): unknown => {
  try {
    return JSON.parse(details);
  } catch {
    return details;
  }
};

/** A log row; the IP and browser only where they are the account's own (`mine`). */
const presentEvent = (event: ChainedEvent, mine: boolean) => ({
  seq: event.seq,
  type: event.type,
  at: event.at,
  signer_id: event.signer_id,
  ...(mine ? { ip: event.ip, user_agent: event.user_agent } : {}),
  details: parsedDetails(event.details),
  hash: event.hash,
});

/** What the account's own slot holds: the evidence of its signature or refusal. */
const presentOwnSlot = (signer: Signer) => ({
  id: signer.id,
  slot: signer.slot,
  role: signer.role,
  name: signer.name,
  email: signer.email,
  status: signer.status,
  invited_at: signer.invitedAt,
  signed_at: signer.signedAt,
  signed_name: signer.signedName,
  consent_text: signer.consentText,
  drawing: signer.drawing,
  refused_at: signer.refusedAt,
  refusal_reason: signer.refusalReason,
  ip: signer.ip,
  user_agent: signer.userAgent,
});

/** Another signer, as the owner's « Mes Contrats » shows them (no IP, no browser). */
const presentOtherSlot = (signer: Signer) => ({
  id: signer.id,
  slot: signer.slot,
  role: signer.role,
  name: signer.name,
  email: signer.email,
  status: signer.status,
  invited_at: signer.invitedAt,
  signed_at: signer.signedAt,
  refused_at: signer.refusedAt,
  refusal_reason: signer.refusalReason,
});

const presentRequest = (request: SignatureRequest) => ({
  id: request.id,
  title: request.title,
  status: request.status,
  order: request.order,
  sender: request.sender,
  created_at: request.createdAt,
  expires_at: request.expiresAt,
  completed_at: request.status === 'completed' ? request.completedAt : null,
  document_sha256: request.documentSha256,
  signed_sha256: request.signedSha256,
  chain_head: request.chainHead,
});

/**
 * The account's signature requests: those it sent — every signer as « Mes Contrats » shows them,
 * the whole log (IPs and browsers only of the account's own steps), the sealed PDF's link — and,
 * when its address is confirmed, those it was asked to sign at that address — its own slot and
 * steps, and its link to the sealed PDF while it serves it. An unconfirmed address proves nothing:
 * anyone can sign up with someone else's.
 */
async function signatureRequestsOf(
  repositories: Repositories,
  userId: string,
  account: { email: string; verified: boolean } | null,
  links: ExportLinks,
  now: Date,
) {
  const { signatures } = repositories;
  const own = (email: string, request: SignatureRequest) =>
    sameMailbox(email, request.senderEmail) ||
    (account !== null && sameMailbox(email, account.email));
  const sent = await Promise.all(
    (await signatures.listOwned(userId)).map(async (request) => {
      const signers = await signatures.signers(request.id);
      const mine = new Set(signers.filter((s) => own(s.email, request)).map((s) => s.id));
      const events = await signatures.events(request.id);
      return {
        ...presentRequest(request),
        contract_id: request.contractId,
        signed_pdf_url:
          request.status === 'completed'
            ? `${links.baseUrl}/api/signature-requests/${request.id}/pdf`
            : null,
        signers: signers.map((s) => (mine.has(s.id) ? presentOwnSlot(s) : presentOtherSlot(s))),
        events: events.map((e) =>
          presentEvent(e, e.signer_id === null ? true : mine.has(e.signer_id)),
        ),
      };
    }),
  );
  const slots = account?.verified ? await signatures.atMailbox(account.email) : [];
  const received = [];
  for (const slot of slots) {
    const request = await signatures.find(slot.requestId);
    if (!request || request.ownerId === userId) continue;
    const served = signerLinkState(request, now.getTime()) === 'signed-copy';
    const events = (await signatures.events(request.id)).filter((e) => e.signer_id === slot.id);
    received.push({
      ...presentRequest(request),
      you: presentOwnSlot(slot),
      signed_pdf_url: served
        ? `${links.baseUrl}/api/sign/${signingToken(links.secret, slot.id)}/pdf`
        : null,
      signed_pdf_until:
        served && request.completedAt
          ? new Date(Date.parse(request.completedAt) + SIGNED_COPY_DAYS * DAY_MS).toISOString()
          : null,
      events: events.map((e) => presentEvent(e, true)),
    });
  }
  return { sent, received };
}

/** The account's séances, newest first, each with its participants (server/presenters/release-export.ts). */
async function releasesOf(repositories: Repositories, userId: string, now: Date) {
  const { releases, signatures, contracts } = repositories;
  return Promise.all(
    (await releases.listOwned(userId)).map(async (release) => {
      const participants = await Promise.all(
        (await releases.participants(release.id)).map((p) =>
          participantView({ signatures, contracts }, release, p),
        ),
      );
      return presentReleaseExport(release, isOpen(release, now), participants);
    }),
  );
}

/**
 * Everything Clausier keeps about one account, in one JSON document (GDPR art. 15 and 20;
 * README « Export de toutes mes données »): the account (never its password hash nor its
 * sessions' tokens), the assignee profile, the address book, every contract in the format of a
 * single contract's export (so each can be re-imported), the feedback sent from the account, its
 * signature requests, sent and received, and its séances with their participants.
 */
export async function exportAccount(
  db: Kysely<DB>,
  repositories: Repositories,
  userId: string,
  now: Date,
  links: ExportLinks,
) {
  const auth = db.withTables<AuthTables>();
  const [user, accounts, profile, clients, contracts, feedback] = await Promise.all([
    auth
      .selectFrom('user')
      .select(['name', 'email', 'emailVerified', 'createdAt'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    auth
      .selectFrom('account')
      .select(['providerId', 'createdAt'])
      .where('userId', '=', userId)
      .execute(),
    repositories.profiles.find(userId),
    repositories.clients.list(userId),
    repositories.contracts.listStored(userId),
    repositories.feedback.list(userId),
  ]);
  const { clients: addressBook, version: _version, ...assignee } = presentProfile(profile, clients);
  const account = user ? { email: user.email, verified: fromFlag(user.emailVerified) } : null;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exported_at: now.toISOString(),
    account: user
      ? {
          name: user.name,
          email: user.email,
          email_verified: fromFlag(user.emailVerified),
          created_at: iso(user.createdAt),
          sign_in_methods: accounts.map((a) => ({
            provider: a.providerId === 'credential' ? 'email-password' : a.providerId,
            since: iso(a.createdAt),
          })),
        }
      : null,
    profile: assignee,
    clients: addressBook,
    contracts: contracts.map((contract) => ({
      id: contract.id,
      created_at: contract.created_at,
      updated_at: contract.updated_at,
      ...presentContractExport(contract, now),
    })),
    feedback,
    signature_requests: await signatureRequestsOf(repositories, userId, account, links, now),
    releases: await releasesOf(repositories, userId, now),
  };
}
