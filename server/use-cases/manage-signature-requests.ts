import type { SignatureRequestView } from '@core/schemas/signature';
import { evidenceKeptSince } from '@core/signature/closed-link';
import type { SessionUser } from '../auth/session-user';
import type { SignatureRequest, Signer } from '../db/repositories/signatures';
import { AppError } from '../errors';
import { requireAccount } from '../policies';
import { SIGNATURE_MAIL_TEMPLATES } from '../mail/signature-mail-templates';
import { isDeepStrictEqual } from 'node:util';
import type { Contract } from '../db/repositories/contracts';
import { contractDocument, contractElements, type ContractSource } from './contract-document';
import { documentFingerprint, roleLabelsOf } from './request-signatures';
import { roleLabelOf, type RoleLabels } from '@core/templates/signatories';
import { contractUrl, invite, tellSignersClosed } from './signature-notices';
import { sealSignedContract } from './seal-signed-contract';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories' | 'mailer' | 'config' | 'clock'>;

/**
 * The owner's side of a signature request: see where each request
 * stands, remind, cancel, download the sealed PDF; and what happens without them — a request is
 * cancelled when its contract changes, reminded after SIGNATURE_REMINDER_DAYS and closed at its
 * expiry by the sweep (server/jobs/signature-sweep.ts).
 */

const presentSigner = (labels: RoleLabels | null) => (s: Signer) => ({
  id: s.id,
  name: s.name,
  email: s.email,
  role: s.role,
  roleLabel: roleLabelOf(labels, s),
  slot: s.slot,
  status: s.status,
  signedAt: s.signedAt,
  refusalReason: s.refusalReason,
  invitedAt: s.invitedAt,
});

const presentRequest = (
  r: SignatureRequest,
  signers: readonly Signer[],
  labels: RoleLabels | null,
): SignatureRequestView => ({
  id: r.id,
  contractId: r.contractId,
  title: r.title,
  status: r.status,
  order: r.order,
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  completedAt: r.status === 'completed' ? r.completedAt : null,
  signers: signers.map(presentSigner(labels)),
});

export async function listSignatureRequests(
  deps: Deps,
  user: SessionUser,
): Promise<SignatureRequestView[]> {
  if (user.isAnonymous) return [];
  const { signatures, contracts } = deps.repositories;
  const requests = await signatures.listOwned(user.id);
  // The roles in each contract's words, read once per contract (one contract, many requests).
  const labels = new Map<string, Promise<RoleLabels | null>>();
  const labelsOf = (contractId: string) => {
    const known = labels.get(contractId);
    if (known) return known;
    const read = contracts.find(user.id, contractId).then((c) => roleLabelsOf(c ?? null));
    labels.set(contractId, read);
    return read;
  };
  return Promise.all(
    requests.map(async (r) =>
      presentRequest(r, await signatures.signers(r.id), await labelsOf(r.contractId)),
    ),
  );
}

/** The request's signers' roles in its contract's words; generic once the contract is deleted. */
const requestLabels = async (deps: Deps, request: SignatureRequest) =>
  roleLabelsOf(
    (await deps.repositories.contracts.find(request.ownerId, request.contractId)) ?? null,
  );

async function ownedRequest(deps: Deps, user: SessionUser, id: string): Promise<SignatureRequest> {
  requireAccount(user);
  const request = await deps.repositories.signatures.findOwned(user.id, id);
  if (!request) throw new AppError('SIGNATURE_REQUEST_NOT_FOUND');
  return request;
}

export async function showSignatureRequest(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<SignatureRequestView & { chainIntact: boolean }> {
  const request = await ownedRequest(deps, user, id);
  const { signatures } = deps.repositories;
  return {
    ...presentRequest(
      request,
      await signatures.signers(request.id),
      await requestLabels(deps, request),
    ),
    chainIntact: (await signatures.brokenLink(request)) === null,
  };
}

/** Closes a pending request and tells those who hold a link; false when it was not pending. */
async function closeRequest(
  deps: Deps,
  request: SignatureRequest,
  to: 'cancelled' | 'expired',
  why: string,
  details: Record<string, unknown>,
): Promise<boolean> {
  const { signatures } = deps.repositories;
  if (!(await signatures.closeUnsigned(request.id, to))) return false;
  await signatures.appendEvent(request.id, { type: to, details: { ...details, why } });
  // Closed unsigned: its links answer 410 and nothing of the contract is kept to show.
  await signatures.eraseFrozenDocument(request.id);
  tellSignersClosed(deps, request, await signatures.signers(request.id), why);
  return true;
}

export async function cancelSignatureRequest(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<void> {
  const request = await ownedRequest(deps, user, id);
  const cancelled = await closeRequest(deps, request, 'cancelled', 'l’expéditeur l’a annulée.', {
    by: 'owner',
  });
  // Told to its owner, not to a signer: nothing is left to cancel (the catalogue's « il n’est plus
  // possible de la signer » speaks to signers).
  if (!cancelled)
    throw new AppError('SIGNATURE_CLOSED', {
      message:
        'Cette demande de signature est déjà close (signée par tous, refusée, annulée ou expirée)\u00a0: il n’y a plus rien à annuler.',
    });
}

/**
 * Reminds every signer whose turn it is, at most once an hour each; a signer whose link was
 * locked by too many wrong codes is invited again at once, the link unlocked with a new allowance
 * of attempts (the owner knows the person: it is their call that the guesses were the signer's).
 */
export async function remindSigners(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<{ reminded: number }> {
  const request = await ownedRequest(deps, user, id);
  if (request.status !== 'pending') throw new AppError('SIGNATURE_CANNOT_REMIND');
  const hourAgo = deps.clock().getTime() - 60 * 60 * 1000;
  const { signatures } = deps.repositories;
  const due = (await signatures.signers(request.id)).filter(
    (s) =>
      s.status === 'invited' &&
      (s.lockedAt !== null || Date.parse(s.remindedAt ?? s.invitedAt ?? '1970-01-01') < hourAgo),
  );
  for (const signer of due) {
    if (signer.lockedAt !== null) {
      await signatures.updateSigner(signer.id, 'invited', {
        locked_at: null,
        code_failures: 0,
        code_attempts: 0,
      });
      await signatures.appendEvent(request.id, { type: 'unlocked', signerId: signer.id });
    }
    await invite(deps, request, signer, 'reminder');
  }
  return { reminded: due.length };
}

const ENDED_UNSIGNED = {
  cancelled: 'a été annulée',
  refused: 'a été refusée',
  expired: 'a expiré',
} as const;

export async function signedPdfOf(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<{ pdf: Buffer; title: string }> {
  const request = await ownedRequest(deps, user, id);
  const pdf =
    request.status === 'completed'
      ? await deps.repositories.signatures.pdf(request.id, 'signed_pdf')
      : null;
  if (!pdf) {
    // A request that ended unsigned will never have one: « sera disponible » promised it.
    const ended = ENDED_UNSIGNED[request.status as keyof typeof ENDED_UNSIGNED];
    throw new AppError(
      'SIGNATURE_NOT_COMPLETE',
      ended
        ? { message: `Cette demande de signature ${ended}\u00a0: elle n’aura pas de PDF signé.` }
        : {},
    );
  }
  return { pdf, title: request.title };
}

/**
 * A contract signed by everyone is what they signed: a save that would change its text (answers,
 * editor, import of answers) is refused, its title and comments stay the owner's. The editor kept
 * saving a signed contract, « Mes Contrats » still said « Signé » and its Word file was the edited
 * text, no longer the sealed one.
 */
export function assertTextNotSigned(current: Contract, next: ContractSource): void {
  if (current.status !== 'signed') return;
  if (!isDeepStrictEqual(contractElements(current), contractElements(next)))
    throw new AppError('CONTRACT_SIGNED');
}

/**
 * After a contract was saved or deleted: a pending request whose frozen document no longer is
 * the contract is cancelled (« any later edit cancels the request »). A save that
 * changes only comments leaves the document, and the request, as they were.
 */
export async function cancelOutdatedRequests(
  deps: Deps,
  ownerId: string,
  contractId: string,
): Promise<void> {
  const { signatures, contracts } = deps.repositories;
  const pending = await signatures.pendingOfContract(ownerId, contractId);
  if (pending.length === 0) return;
  const contract = await contracts.find(ownerId, contractId).catch(() => null);
  for (const request of pending) {
    if (contract && documentFingerprint(contractDocument(contract)) === request.documentFingerprint)
      continue;
    await closeRequest(
      deps,
      request,
      'cancelled',
      contract
        ? 'le contrat a été modifié après l’envoi de la demande.'
        : 'le contrat a été supprimé.',
      { by: 'contract-change', cause: contract ? 'contract-changed' : 'contract-deleted' },
    );
  }
}

/**
 * One pass of the signature sweep at `now`: expire what is past its date (telling the owner who
 * is missing), seal what is fully signed but not sealed yet, remind whoever was last written to
 * more than SIGNATURE_REMINDER_DAYS ago; and delete the evidence kept of a deleted account's
 * signed contracts once its five years have passed (LEGAL J21).
 */
export async function sweepSignatureRequests(
  deps: UseCaseDeps,
  now = deps.clock(),
): Promise<{ expired: number; sealed: number; reminded: number; purged: number }> {
  const { signatures } = deps.repositories;
  const reminderMs = deps.config.signature.reminderDays * 24 * 60 * 60 * 1000;
  const counts = {
    expired: 0,
    sealed: 0,
    reminded: 0,
    purged: await signatures.purgeKeptEvidence(evidenceKeptSince(now).toISOString()),
  };
  for (const request of await signatures.listPending()) {
    const signers = await signatures.signers(request.id);
    if (signers.every((s) => s.status === 'signed')) {
      if (await sealSignedContract(deps, request.id)) counts.sealed += 1;
      continue;
    }
    if (Date.parse(request.expiresAt) <= now.getTime()) {
      const missing = signers.filter((s) => s.status !== 'signed').map((s) => s.name);
      if (await closeRequest(deps, request, 'expired', 'elle a expiré.', { missing })) {
        counts.expired += 1;
        deps.mailer.send({
          to: request.senderEmail,
          ...SIGNATURE_MAIL_TEMPLATES.expired({
            name: '',
            title: request.title,
            missing,
            contractUrl: contractUrl(deps, request.contractId),
          }),
        });
      }
      continue;
    }
    for (const signer of signers) {
      const last = Date.parse(signer.remindedAt ?? signer.invitedAt ?? '');
      if (signer.status === 'invited' && now.getTime() - last >= reminderMs) {
        await invite(deps, request, signer, 'reminder');
        counts.reminded += 1;
      }
    }
  }
  return counts;
}
