import { sameMailbox } from '@core/signature/mailbox';
import { signedFileName } from '@core/rules/export-file-name';
import {
  dossierPageOf,
  evidenceDossier,
  FROZEN_PDF_NAME,
  frozenPdfDescription,
  type EvidenceInput,
} from '@core/signature/evidence-dossier';
import { roleLabelOf, type RoleLabels } from '@core/templates/signatories';
import type { Contract } from '../db/repositories/contracts';
import type { SignatureRequest, Signer } from '../db/repositories/signatures';
import { SIGNATURE_MAIL_TEMPLATES } from '../mail/signature-mail-templates';
import type { ChainedEvent } from '../db/repositories/event-chain';
import { sha256Hex } from '../signature/secrets';
import { verifyUrl } from './signature-notices';
import { roleLabelsOf, signedOnline } from './request-signatures';
import type { UseCaseDeps } from './deps';

type Deps = Pick<
  UseCaseDeps,
  'repositories' | 'renderer' | 'mailer' | 'sealer' | 'config' | 'log' | 'clock'
>;

/**
 * When the last signer has signed (docs/electronic-signature.md): the « Dossier
 * de preuve » is laid out by the contract renderer and appended to the contract — the frozen
 * document laid out again with each signature line saying who signed, when, and on which page of
 * the dossier (LEGAL J19) —, the frozen PDF the signers read embedded as it was, and the whole
 * file sealed (PAdES); the sealed PDF is stored with the request and e-mailed to every party. One process seals (claimSealing); a failure releases the
 * claim and the sweep tries again.
 */

/** The frozen document, each slot now « Signé électroniquement par … » (LEGAL J19). */
function signedDocument(contract: Contract, request: SignatureRequest, signers: readonly Signer[]) {
  if (!request.document) throw new Error('Document figé introuvable');
  return signedOnline(
    contract,
    request.document,
    Object.fromEntries(
      signers.map((s, i) => [
        s.slot,
        { name: s.name, signedAt: s.signedAt, dossierPage: dossierPageOf(i) },
      ]),
    ),
  );
}

const actorOf = (
  event: ChainedEvent,
  signers: ReadonlyMap<string, Signer>,
  labels: RoleLabels | null,
): string => {
  const signer = event.signer_id ? signers.get(event.signer_id) : undefined;
  if (signer) return `${signer.name} (${roleLabelOf(labels, signer)})`;
  if (event.type === 'created' && fromRelease(event))
    return 'le modèle, par le lien public de la séance';
  return event.type === 'created' || event.type === 'cancelled' ? 'l’expéditeur' : 'Clausier';
};

/** The request a séance's public link made (docs/releases.md): its `created` event says so. */
const fromRelease = (event: ChainedEvent): boolean =>
  (JSON.parse(event.details) as { by?: string }).by === 'séance';

/** A slot signed by a séance's consent: its `signed` event names the séance and the terms. */
function releaseConsentOf(events: readonly ChainedEvent[], signerId: string) {
  const signed = events.find((e) => e.type === 'signed' && e.signer_id === signerId);
  const details = JSON.parse(signed?.details ?? '{}') as {
    release?: string;
    consentedAt?: string;
    termsSha256?: string;
  };
  return details.release && details.consentedAt && details.termsSha256
    ? { at: details.consentedAt, termsSha256: details.termsSha256 }
    : undefined;
}

async function dossierInput(
  deps: Deps,
  request: SignatureRequest,
  signers: readonly Signer[],
  completedAt: string,
  labels: RoleLabels | null,
): Promise<EvidenceInput> {
  const events = await deps.repositories.signatures.events(request.id);
  const byId = new Map(signers.map((s) => [s.id, s]));
  const identity = await deps.sealer.identity();
  const validated = (signerId: string) =>
    events.findLast((e) => e.type === 'code_validated' && e.signer_id === signerId)?.at ?? null;
  return {
    requestId: request.id,
    title: request.title,
    sender: request.sender,
    createdAt: request.createdAt,
    completedAt,
    documentSha256: request.documentSha256,
    pageCount: null,
    seal: {
      subject: identity.subject,
      certificateSha256: identity.certificateSha256,
      timestamped: deps.sealer.timestamped,
    },
    signers: signers.map((s) => ({
      name: s.name,
      role: s.role,
      roleLabel: roleLabelOf(labels, s),
      email: s.email,
      emailSource: sameMailbox(s.email, request.senderEmail)
        ? 'sender_account'
        : events.some(fromRelease)
          ? 'typed_by_signer'
          : 'typed_by_sender',
      ...(releaseConsentOf(events, s.id) ? { releaseConsent: releaseConsentOf(events, s.id) } : {}),
      signedName: s.signedName ?? '',
      signedAt: s.signedAt ?? '',
      consentText: s.consentText ?? '',
      ip: s.ip ?? '',
      userAgent: s.userAgent ?? '',
      codeValidatedAt: validated(s.id),
      drawn: s.drawing !== null,
    })),
    events: events.map((e) => ({
      seq: e.seq,
      at: e.at,
      type: e.type,
      actor: actorOf(e, byId, labels),
      ip: e.ip,
      userAgent: e.user_agent,
      hash: e.hash,
    })),
    chainHead: events.length > 0 ? { seq: events.at(-1)!.seq, hash: events.at(-1)!.hash } : null,
  };
}

/**
 * The frozen PDF, kept with the request until sealing, to embed in the sealed file: the exact
 * bytes every signer consulted, whose SHA-256 the dossier prints — checked again here, since the
 * dossier says the attached file has that hash.
 */
async function frozenPdf(deps: Deps, request: SignatureRequest) {
  const bytes = await deps.repositories.signatures.pdf(request.id, 'document_pdf');
  if (!bytes) throw new Error('PDF figé introuvable');
  if (sha256Hex(bytes) !== request.documentSha256)
    throw new Error('Le PDF figé ne correspond plus à son empreinte');
  return {
    name: FROZEN_PDF_NAME,
    bytes,
    description: frozenPdfDescription(request.documentSha256),
    date: new Date(request.createdAt),
    relationship: 'Source' as const,
  };
}

/** The seal's /Reason, which names the request so /verifier finds it even in a modified copy. */
export const sealReason = (requestId: string) =>
  `Contrat signé électroniquement via Clausier – demande ${requestId}`;

/** Seals a fully signed request; false when it is not ready, already sealed, or sealing failed. */
export async function sealSignedContract(deps: Deps, requestId: string): Promise<boolean> {
  const { signatures } = deps.repositories;
  const request = await signatures.find(requestId);
  if (!request || request.status !== 'pending') return false;
  const signers = await signatures.signers(request.id);
  if (!signers.every((s) => s.status === 'signed')) return false;
  const completedAt = deps.clock().toISOString();
  if (!(await signatures.claimSealing(request.id, completedAt))) return false;
  try {
    const stored = await deps.repositories.contracts.find(request.ownerId, request.contractId);
    if (!stored) throw new Error('Contrat introuvable');
    const contract = signedDocument(stored, request, signers);
    const { pdf: contractPdf } = await deps.renderer.render(contract, {
      client: 'signature',
      layout: 'electronic',
    });
    // The dossier names each signer's role as the sealed contract's signature block does.
    const dossier = evidenceDossier(
      await dossierInput(deps, request, signers, completedAt, roleLabelsOf(stored)),
    );
    const { pdf: dossierPdf } = await deps.renderer.render(dossier, {
      client: 'signature',
      layout: 'evidence',
    });
    const whole = await deps.sealer.append(contractPdf, dossierPdf, [
      await frozenPdf(deps, request),
    ]);
    const sealed = await deps.sealer.seal(whole, sealReason(request.id));
    const sha256 = sha256Hex(sealed);
    if (!(await signatures.storeSignedPdf(request.id, sealed, sha256))) return false;
    const completed = await signatures.appendEvent(request.id, {
      type: 'completed',
      at: completedAt,
      details: { signedSha256: sha256, bytes: sealed.byteLength },
    });
    sendSignedCopies(deps, request, signers, Buffer.from(sealed), sha256, completed);
    return true;
  } catch (error) {
    deps.log.error({ err: error, requestId }, 'Scellement du contrat signé impossible');
    await signatures.releaseSealing(request.id);
    return false;
  }
}

function sendSignedCopies(
  deps: Deps,
  request: SignatureRequest,
  signers: readonly Signer[],
  pdf: Buffer,
  sha256: string,
  chainHead: Pick<ChainedEvent, 'seq' | 'hash'>,
): void {
  const attachment = {
    filename: signedFileName(request.title),
    content: pdf,
    contentType: 'application/pdf',
  };
  const recipients = [
    ...signers.map((s) => ({ name: s.name, email: s.email })),
    { name: '', email: request.senderEmail },
  ];
  const seen = new Set<string>();
  for (const { name, email } of recipients) {
    const key = email.toLowerCase();
    if (!email || seen.has(key)) continue;
    seen.add(key);
    deps.mailer.send({
      to: email,
      ...SIGNATURE_MAIL_TEMPLATES.completed({
        name,
        title: request.title,
        sha256,
        chainHead: { seq: chainHead.seq, hash: chainHead.hash },
        verifyUrl: verifyUrl(deps),
      }),
      attachments: [attachment],
    });
  }
}
