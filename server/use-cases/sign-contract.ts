import { closedLinkMessage, signerLinkState, type LinkState } from '@core/signature/closed-link';
import { consentText } from '@core/signature/consent';
import { typedNameProblem } from '@core/signature/signer-name';
import type { ClosedSigning, SignInput, SigningView } from '@core/schemas/signature';
import type { SignatureRequest, Signer } from '../db/repositories/signatures';
import { AppError } from '../errors';
import { SIGNATURE_MAIL_TEMPLATES } from '../mail/signature-mail-templates';
import { codeHash, newSigningCode, sameHash, signingTokenHash } from '../signature/secrets';
import { contractUrl, invite, tellSignersClosed } from './signature-notices';
import { sealSignedContract } from './seal-signed-contract';
import { roleLabelOf } from '@core/templates/signatories';
import { SIGNER_ROLE_PHRASES } from '@core/schemas/signature';
import { capacityOf, qualityOf, roleLabelsOf } from './request-signatures';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories' | 'mailer' | 'config' | 'clock'>;

/**
 * A signer's steps on their personal page (docs/electronic-signature.md):
 * open it, read the frozen PDF, receive a 6-digit code at their address, sign with the code,
 * the consent box and their typed name — or refuse with a reason. Every step is an event of the
 * request's log with the time, IP and user agent.
 */

export type RequestMeta = { ip: string; userAgent: string | null };

/**
 * A code lives 10 minutes and allows 5 attempts; a signer may ask for 5 codes an hour; and the
 * link allows 15 attempts in all, whatever the codes: then it is locked until the owner invites
 * the signer again (a new code must not buy new guesses: 5 codes an hour × 5 attempts was 25
 * guesses an hour for as long as the link lived).
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_ATTEMPTS = 5;
export const CODES_PER_HOUR = 5;
export const LINK_CODE_ATTEMPTS = 15;
const HOUR_MS = 60 * 60 * 1000;

type Found = { signer: Signer; request: SignatureRequest };

async function findByToken(deps: Deps, token: string): Promise<Found> {
  const { signatures } = deps.repositories;
  const signer = await signatures.signerByTokenHash(signingTokenHash(token));
  const request = signer ? await signatures.find(signer.requestId) : null;
  if (!signer || !request) throw new AppError('SIGNATURE_LINK_INVALID');
  return { signer, request };
}

/** Why and when the request closed, who closed it, and the signer's own answer (nothing of the contract). */
export async function closedSigning(deps: Deps, found: Found): Promise<ClosedSigning> {
  const { request, signer } = found;
  const { signatures } = deps.repositories;
  const base = {
    status: request.status === 'pending' ? ('expired' as const) : request.status,
    sender: request.sender,
    you: { status: signer.status, at: signer.signedAt ?? signer.refusedAt },
  };
  if (request.ownerErasedAt !== null)
    return { ...base, reason: 'account_deleted', at: request.completedAt, by: null };
  switch (request.status) {
    case 'completed':
      return { ...base, reason: 'completed', at: request.completedAt, by: null };
    case 'refused': {
      const refuser = (await signatures.signers(request.id)).find((s) => s.status === 'refused');
      return {
        ...base,
        reason: 'refused',
        at: refuser?.refusedAt ?? null,
        by: refuser?.name ?? null,
      };
    }
    case 'cancelled': {
      const event = await signatures.lastEventOf(request.id, ['cancelled']);
      const details = JSON.parse(event?.details ?? '{}') as {
        by?: string;
        cause?: string;
        why?: string;
      };
      const at = event?.at ?? null;
      if (details.by !== 'contract-change')
        return { ...base, reason: 'cancelled', at, by: request.sender };
      // Logs written before `cause` say it in their French `why` only.
      const deleted = details.cause === 'contract-deleted' || /supprimé/.test(details.why ?? '');
      return {
        ...base,
        reason: deleted ? 'contract_deleted' : 'contract_changed',
        at,
        by: request.sender,
      };
    }
    default:
      return { ...base, reason: 'expired', at: request.expiresAt, by: null };
  }
}

/** The 410 of a closed link: the French message for this signer, and what it is made of. */
async function closedError(deps: Deps, found: Found): Promise<AppError> {
  const closed = await closedSigning(deps, found);
  return new AppError('SIGNATURE_CLOSED', { message: closedLinkMessage(closed), details: closed });
}

type Link = Found & { state: Exclude<LinkState, 'gone'> };

/**
 * A signer's link answers only while its request is open, or for SIGNED_COPY_DAYS after it was
 * completed (the sealed copy); otherwise every route of the link answers 410, so a cancelled or
 * expired request's link no longer shows the contract.
 */
async function openLink(deps: Deps, token: string): Promise<Link> {
  const found = await findByToken(deps, token);
  const state = signerLinkState(found.request, deps.clock().getTime());
  if (state === 'gone') throw await closedError(deps, found);
  return { ...found, state };
}

/**
 * Why a signature that passed every check was not recorded: the request closed meanwhile (the
 * sender cancelled it, another signer refused) — its 410 — or this signer's other tab signed first.
 */
async function lostTheSignature(deps: Deps, token: string): Promise<AppError> {
  const found = await findByToken(deps, token);
  if (found.request.status !== 'pending') return closedError(deps, found);
  return new AppError('SIGNATURE_ALREADY_DONE');
}

/** The signer may act now: the request is open and it is their turn. */
async function assertMayAct(deps: Deps, found: Link): Promise<void> {
  if (found.state !== 'open') throw await closedError(deps, found);
  if (found.signer.status === 'signed' || found.signer.status === 'refused')
    throw new AppError('SIGNATURE_ALREADY_DONE');
  if (found.signer.status === 'waiting') throw new AppError('SIGNATURE_NOT_YOUR_TURN');
  if (found.signer.lockedAt !== null) throw new AppError('SIGNATURE_LINK_LOCKED');
}

/** « ca•••@exemple.fr »: enough for the signer to recognise their address, not to read it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

/**
 * Opening the page or the PDF is logged for the evidence file, but not every time: each request
 * added a line (with a 500-character user agent) to the dossier sealed at the end, and 6,000
 * requests from a forwarded link made it too long to render — the contract could never be sealed
 *. At most one such event per signer and type every ten minutes, and
 * no more than twenty in all.
 */
const VISIT_EVENT_GAP_MS = 10 * 60 * 1000;
const VISIT_EVENTS_PER_SIGNER = 20;

async function logVisit(
  deps: Deps,
  found: Found,
  type: 'opened' | 'viewed' | 'read',
  meta: RequestMeta,
): Promise<void> {
  const { signatures } = deps.repositories;
  const { request, signer } = found;
  const { count, lastAt } = await signatures.signerEventStats(request.id, signer.id, type);
  if (count >= VISIT_EVENTS_PER_SIGNER) return;
  if (lastAt && deps.clock().getTime() - Date.parse(lastAt) < VISIT_EVENT_GAP_MS) return;
  await signatures.appendEvent(request.id, { type, signerId: signer.id, ...meta });
}

/**
 * The sentence this signer confirms, in their capacity (LEGAL J20): the page shows it and the
 * signature records it, both from here. While a request is open its contract exists (deleting
 * it cancels the request), and its answers say in whose name each slot signs.
 */
async function consentOf(deps: Deps, found: Found): Promise<string> {
  const { request, signer } = found;
  const contract = await deps.repositories.contracts.find(request.ownerId, request.contractId);
  if (!contract) throw await closedError(deps, found);
  return consentText(request.title, capacityOf(contract, signer.slot));
}

export async function viewSigning(
  deps: Deps,
  token: string,
  meta: RequestMeta,
): Promise<SigningView> {
  const found = await openLink(deps, token);
  const { signer, request } = found;
  const { signatures } = deps.repositories;
  if (!request.document) throw await closedError(deps, found);
  if (found.state === 'open') await logVisit(deps, found, 'opened', meta);
  const signers = await signatures.signers(request.id);
  // The roles in the contract's words, as the text shown below names its parties. A completed
  // request's contract may since have been deleted: its signers then keep the generic labels.
  const contract =
    (await deps.repositories.contracts.find(request.ownerId, request.contractId)) ?? null;
  const labels = roleLabelsOf(contract);
  return {
    request: {
      title: request.title,
      status: request.status,
      order: request.order,
      createdAt: request.createdAt,
      expiresAt: request.expiresAt,
      sender: request.sender,
      documentSha256: request.documentSha256,
    },
    signer: {
      name: signer.name,
      role: signer.role,
      roleLabel: roleLabelOf(labels, signer),
      quality: (contract && qualityOf(contract, signer.slot)) ?? SIGNER_ROLE_PHRASES[signer.role],
      email: maskEmail(signer.email),
      status: signer.status,
      signedAt: signer.signedAt,
    },
    signers: signers.map((s) => ({
      name: s.name,
      role: s.role,
      roleLabel: roleLabelOf(labels, s),
      status: s.status,
      signedAt: s.signedAt,
    })),
    consentText: signer.consentText ?? (await consentOf(deps, found)),
    document: request.document,
  };
}

/** The frozen PDF the signer signs (or, once everyone has signed, the sealed one). */
export async function signingPdf(
  deps: Deps,
  token: string,
  meta: RequestMeta,
): Promise<{ pdf: Buffer; title: string; signed: boolean }> {
  const found = await openLink(deps, token);
  const { request } = found;
  const { signatures } = deps.repositories;
  const signed = found.state === 'signed-copy';
  const pdf = await signatures.pdf(request.id, signed ? 'signed_pdf' : 'document_pdf');
  if (!pdf) throw await closedError(deps, found);
  if (found.state === 'open') await logVisit(deps, found, 'viewed', meta);
  return { pdf, title: request.title, signed };
}

/** The signer's page showed the contract's text to its end (the page tells, once it has). */
export async function markDocumentRead(
  deps: Deps,
  token: string,
  meta: RequestMeta,
): Promise<void> {
  const found = await openLink(deps, token);
  if (found.state === 'open') await logVisit(deps, found, 'read', meta);
}

/**
 * Consent comes after reading (LEGAL J20): no code — so no signature — before the signer opened
 * the PDF or was shown the text to its end, each logged. A consent sentence saying « j'ai lu le
 * contrat » then matches what the log shows.
 */
async function assertDocumentOpened(deps: Deps, found: Found): Promise<void> {
  const { signatures } = deps.repositories;
  const { request, signer } = found;
  for (const type of ['viewed', 'read'] as const)
    if ((await signatures.signerEventStats(request.id, signer.id, type)).count > 0) return;
  throw new AppError('SIGNATURE_DOCUMENT_NOT_OPENED');
}

export async function sendSigningCode(
  deps: Deps,
  token: string,
  meta: RequestMeta,
): Promise<{ sentTo: string; expiresAt: string }> {
  const found = await openLink(deps, token);
  await assertMayAct(deps, found);
  await assertDocumentOpened(deps, found);
  const { signer, request } = found;
  const now = deps.clock().getTime();
  const windowOpen =
    signer.codesWindowAt !== null && now - Date.parse(signer.codesWindowAt) < HOUR_MS;
  const sent = windowOpen ? signer.codesSent : 0;
  if (sent >= CODES_PER_HOUR) throw new AppError('SIGNATURE_CODE_LIMIT');
  const code = newSigningCode();
  const expiresAt = new Date(now + CODE_TTL_MS).toISOString();
  const stored = await deps.repositories.signatures.updateSigner(signer.id, 'invited', {
    code_hash: codeHash(signer.id, code),
    code_expires_at: expiresAt,
    code_attempts: 0,
    codes_sent: sent + 1,
    codes_window_at: windowOpen ? signer.codesWindowAt : new Date(now).toISOString(),
  });
  if (!stored) throw new AppError('SIGNATURE_ALREADY_DONE');
  deps.mailer.send({
    to: signer.email,
    ...SIGNATURE_MAIL_TEMPLATES.code({ name: signer.name, code, title: request.title }),
  });
  await deps.repositories.signatures.appendEvent(request.id, {
    type: 'code_sent',
    signerId: signer.id,
    ...meta,
    details: { to: signer.email },
  });
  return { sentTo: maskEmail(signer.email), expiresAt };
}

/** The link's last attempt failed: it is locked, logged, and the owner told (once). */
async function lockLink(deps: Deps, found: Found, meta: RequestMeta): Promise<void> {
  const { signer, request } = found;
  const { signatures } = deps.repositories;
  const locked = await signatures.updateSigner(signer.id, 'invited', {
    locked_at: deps.clock().toISOString(),
    code_hash: null,
  });
  if (!locked) return;
  await signatures.appendEvent(request.id, {
    type: 'locked',
    signerId: signer.id,
    ...meta,
    details: { attempts: LINK_CODE_ATTEMPTS },
  });
  deps.mailer.send({
    to: request.senderEmail,
    ...SIGNATURE_MAIL_TEMPLATES.locked({ title: request.title, signer: signer.name }),
  });
}

/** Checks the code; a wrong one costs an attempt and is logged. */
async function checkCode(deps: Deps, found: Found, code: string, meta: RequestMeta) {
  const { signer, request } = found;
  const { signatures } = deps.repositories;
  if (signer.codeAttempts >= CODE_ATTEMPTS) throw new AppError('SIGNATURE_CODE_LOCKED');
  // Every comparison is counted first, atomically: at most CODE_ATTEMPTS codes per code and
  // LINK_CODE_ATTEMPTS in all are ever compared, however many requests arrive at once.
  const attempt = await signatures.countCodeAttempt(signer.id);
  if (attempt === null) throw new AppError('SIGNATURE_ALREADY_DONE');
  if (attempt.ofLink > LINK_CODE_ATTEMPTS) throw new AppError('SIGNATURE_LINK_LOCKED');
  if (attempt.ofCode > CODE_ATTEMPTS) throw new AppError('SIGNATURE_CODE_LOCKED');
  const live =
    signer.codeHash !== null &&
    signer.codeExpiresAt !== null &&
    Date.parse(signer.codeExpiresAt) > deps.clock().getTime();
  if (live && sameHash(signer.codeHash as string, codeHash(signer.id, code))) return;
  await signatures.appendEvent(request.id, {
    type: 'code_failed',
    signerId: signer.id,
    ...meta,
    details: { reason: live ? 'code erroné' : 'aucun code valide en cours' },
  });
  if (attempt.ofLink >= LINK_CODE_ATTEMPTS) {
    await lockLink(deps, found, meta);
    throw new AppError('SIGNATURE_LINK_LOCKED');
  }
  throw new AppError(
    attempt.ofCode >= CODE_ATTEMPTS ? 'SIGNATURE_CODE_LOCKED' : 'SIGNATURE_CODE_INVALID',
  );
}

export async function signContract(
  deps: UseCaseDeps,
  token: string,
  input: SignInput,
  meta: RequestMeta,
): Promise<{ status: 'signed' | 'completed' }> {
  const found = await openLink(deps, token);
  await assertMayAct(deps, found);
  // Before the code: a mistyped name costs no attempt.
  const wrongName = typedNameProblem(input.name, found.signer.name);
  if (wrongName)
    throw new AppError('VALIDATION_FAILED', {
      message: wrongName,
      fields: [{ path: 'name', message: wrongName }],
    });
  await checkCode(deps, found, input.code, meta);
  const { signer, request } = found;
  const { signatures } = deps.repositories;
  const at = deps.clock().toISOString();
  const consent = await consentOf(deps, found);
  const signed = await signatures.updateSigner(signer.id, 'invited', {
    status: 'signed',
    signed_at: at,
    signed_name: input.name,
    consent_text: consent,
    drawing: input.drawing ?? null,
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    code_hash: null,
  });
  if (!signed) throw await lostTheSignature(deps, token);
  const event = { signerId: signer.id, ...meta };
  await signatures.appendEvent(request.id, { type: 'code_validated', ...event, at });
  await signatures.appendEvent(request.id, {
    type: 'consented',
    ...event,
    at,
    details: { text: consent },
  });
  await signatures.appendEvent(request.id, {
    type: 'signed',
    ...event,
    at,
    details: { name: input.name, drawn: input.drawing !== undefined },
  });

  const signers = await signatures.signers(request.id);
  const next = signers.find((s) => s.status === 'waiting');
  if (request.order === 'sequential' && next) await invite(deps, request, next, 'invitation');
  if (signers.every((s) => s.status === 'signed')) {
    const sealed = await sealSignedContract(deps, request.id);
    if (sealed) return { status: 'completed' };
  }
  return { status: 'signed' };
}

export async function refuseSignature(
  deps: Deps,
  token: string,
  reason: string,
  meta: RequestMeta,
): Promise<void> {
  const found = await openLink(deps, token);
  const { signer, request } = found;
  if (found.state !== 'open') throw await closedError(deps, found);
  const { signatures } = deps.repositories;
  const refused = await signatures.updateSigner(signer.id, ['invited', 'waiting'], {
    status: 'refused',
    refused_at: deps.clock().toISOString(),
    refusal_reason: reason || null,
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
  });
  if (!refused) throw new AppError('SIGNATURE_ALREADY_DONE');
  await signatures.appendEvent(request.id, {
    type: 'refused',
    signerId: signer.id,
    ...meta,
    details: { reason },
  });
  if (!(await signatures.transition(request.id, 'pending', 'refused'))) return;
  // Closed unsigned: nothing of the contract is kept to show (docs/electronic-signature.md).
  await signatures.eraseFrozenDocument(request.id);
  deps.mailer.send({
    to: request.senderEmail,
    ...SIGNATURE_MAIL_TEMPLATES.refused({
      name: '',
      title: request.title,
      signer: signer.name,
      reason,
      contractUrl: contractUrl(deps, request.contractId),
    }),
  });
  deps.mailer.send({
    to: signer.email,
    ...SIGNATURE_MAIL_TEMPLATES.refusedByYou({
      name: signer.name,
      title: request.title,
      sender: request.sender,
    }),
  });
  const others = (await signatures.signers(request.id)).filter((s) => s.id !== signer.id);
  tellSignersClosed(deps, request, others, `${signer.name} a refusé de signer.`);
}
