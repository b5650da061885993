import { sameMailbox } from '@core/signature/mailbox';
import { slotQuality } from '@core/templates/signatories';
import type { SignatureRequest, Signer } from '../db/repositories/signatures';
import { SIGNATURE_MAIL_TEMPLATES } from '../mail/signature-mail-templates';
import { signingToken } from '../signature/secrets';
import { contractDayOf } from './contract-document';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories' | 'mailer' | 'config' | 'clock'>;

/**
 * The e-mails a signature request sends and the events that record them
 * (docs/electronic-signature.md). A signer's link is rebuilt from their id (server/signature/
 * secrets.ts), so a reminder or a turn that comes later sends the same link as the first e-mail.
 */

/** Where who has a request in hand — a signer's personal page, and the public verifier. */
export const signingUrl = (deps: Deps, signerId: string): string =>
  `${deps.config.auth.baseUrl}/signer/${signingToken(deps.config.auth.secret, signerId)}`;

export const verifyUrl = (deps: Deps): string => `${deps.config.auth.baseUrl}/verifier`;

/**
 * What the signer is to the contract, in its signature line's words: an image authorisation's
 * photographer is its Bénéficiaire, though their slot's key is `cessionnaire`.
 */
async function qualityInContract(
  deps: Deps,
  request: SignatureRequest,
  signer: Signer,
): Promise<string | undefined> {
  const contract = await deps.repositories.contracts.find(request.ownerId, request.contractId);
  if (!contract) return undefined;
  const day = contractDayOf(contract.draft, contract.created_at);
  return slotQuality(contract.draft, day, signer.slot) ?? undefined;
}

/** Sends the invitation (or a reminder) and records it; `at` is the moment written on the signer. */
export async function invite(
  deps: Deps,
  request: SignatureRequest,
  signer: Signer,
  kind: 'invitation' | 'reminder',
): Promise<void> {
  const { signatures } = deps.repositories;
  const at = deps.clock().toISOString();
  const changes =
    kind === 'invitation' ? { status: 'invited', invited_at: at } : { reminded_at: at };
  const updated = await signatures.updateSigner(
    signer.id,
    kind === 'invitation' ? ['waiting', 'invited'] : 'invited',
    changes,
  );
  if (!updated) return;
  const message = SIGNATURE_MAIL_TEMPLATES[kind]({
    name: signer.name,
    role: signer.role,
    quality: await qualityInContract(deps, request, signer),
    sender: request.sender,
    title: request.title,
    url: signingUrl(deps, signer.id),
    expiresAt: request.expiresAt,
  });
  deps.mailer.send({ to: signer.email, ...message });
  await signatures.appendEvent(request.id, {
    type: kind === 'invitation' ? 'sent' : 'reminded',
    signerId: signer.id,
    at,
    details: { to: signer.email },
  });
}

/** The contract's page in the app, where its owner acts next. */
export const contractUrl = (deps: Deps, contractId: string): string =>
  `${deps.config.auth.baseUrl}/contracts/${encodeURIComponent(contractId)}`;

/**
 * Tells every other signer that the request closed before all signed, and why: those holding a
 * link that it no longer works, those who signed that their signature binds nobody, those still
 * waiting their turn that they will not be invited. The one who refused is told separately, and
 * so is the sender when they sign too: their own message says what to do next, which « vous
 * n’avez rien à faire » would contradict.
 */
export function tellSignersClosed(
  deps: Deps,
  request: SignatureRequest,
  signers: readonly Signer[],
  why: string,
): void {
  for (const signer of signers) {
    if (signer.status === 'refused' || sameMailbox(signer.email, request.senderEmail)) continue;
    deps.mailer.send({
      to: signer.email,
      ...SIGNATURE_MAIL_TEMPLATES.cancelled({
        name: signer.name,
        title: request.title,
        why,
        you: signer.status,
      }),
    });
  }
}
