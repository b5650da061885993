import { formatDateFr } from '../document/typography';
import type { ClosedSigning, RequestStatus } from '../schemas/signature';

/**
 * What a signer's link gives once its request is no longer waiting for signatures
 * (docs/electronic-signature.md, « Closed requests »). A cancelled, refused or expired request
 * shows nothing more of the contract: its frozen PDF is erased. A completed one serves the
 * sealed PDF to each signer for SIGNED_COPY_DAYS after completion — everyone was e-mailed it —
 * then the link closes too. A completed request whose sender deleted their account is kept,
 * pseudonymised, for EVIDENCE_RETENTION_YEARS (LEGAL J21), without its PDFs.
 */
export const SIGNED_COPY_DAYS = 30;

/** The limitation period of C. civ. 2224, counted from completion. */
export const EVIDENCE_RETENTION_YEARS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export type LinkRequest = {
  status: RequestStatus;
  expiresAt: string;
  completedAt: string | null;
  /** The sender's account was deleted: the request is kept as pseudonymised evidence only. */
  ownerErasedAt: string | null;
};

/**
 * open: the signer may read and sign; signed-copy: completed, the sealed PDF is still served;
 * gone: the link answers 410.
 */
export type LinkState = 'open' | 'signed-copy' | 'gone';

export function signerLinkState(request: LinkRequest, now: number): LinkState {
  if (request.status === 'pending')
    // A request past its date is closed even before the sweep marks it expired.
    return Date.parse(request.expiresAt) > now ? 'open' : 'gone';
  if (request.status !== 'completed' || request.ownerErasedAt !== null) return 'gone';
  const completed = request.completedAt === null ? NaN : Date.parse(request.completedAt);
  return now - completed <= SIGNED_COPY_DAYS * DAY_MS ? 'signed-copy' : 'gone';
}

/** The moment a kept piece of evidence may go: five years after its request was completed. */
export function evidenceRetentionEnd(completedAt: string): Date {
  const end = new Date(completedAt);
  end.setUTCFullYear(end.getUTCFullYear() + EVIDENCE_RETENTION_YEARS);
  return end;
}

/** At `now`, evidence of requests completed before this moment has been kept long enough. */
export function evidenceKeptSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - EVIDENCE_RETENTION_YEARS);
  return since;
}

/**
 * What happened to the request and what the signer can do, in French, told to them: « Vous avez
 * refusé… », « La demande a été annulée par … ». The 410's message and the signing page's text.
 */
export function closedLinkMessage(closed: ClosedSigning): string {
  const on = closed.at ? ` le ${formatDateFr(closed.at)}` : '';
  const { sender } = closed;
  switch (closed.reason) {
    case 'refused':
      return closed.you.status === 'refused'
        ? `Vous avez refusé de signer ce contrat${on}. La demande est close et son expéditeur, ${sender}, en a été averti. S’il vous en adresse une nouvelle, vous recevrez un autre lien par e-mail.`
        : `${closed.by ?? 'Un signataire'} a refusé de signer ce contrat${on}\u00a0: la demande est close et le contrat n’a pas été signé. Pour toute question, adressez-vous à ${sender}, qui vous l’a envoyé.`;
    case 'cancelled':
      return `La demande a été annulée par ${closed.by ?? sender}${on}\u00a0: le contrat n’a pas été signé. Pour toute question, adressez-vous à ${sender}.`;
    case 'contract_changed':
      return `La demande a été annulée${on}\u00a0: ${sender} a modifié le contrat après l’avoir envoyé. Si la nouvelle version vous est adressée, vous recevrez un autre lien par e-mail.`;
    case 'contract_deleted':
      return `La demande a été annulée${on}\u00a0: ${sender} a supprimé le contrat, qui n’a pas été signé. Pour toute question, adressez-vous à ${sender}.`;
    case 'expired':
      return `Cette demande a expiré${on} sans avoir été signée par toutes les parties\u00a0: le contrat n’a pas été signé. Si vous devez encore le signer, demandez à ${sender} de vous adresser une nouvelle demande.`;
    case 'completed':
      return `Toutes les parties ont signé ce contrat${on}. L’exemplaire signé et scellé vous a été envoyé par e-mail ce jour-là\u202f; ce lien ne le propose plus, ${SIGNED_COPY_DAYS}\u00a0jours après la signature. Si vous ne le retrouvez pas, demandez-en une copie à ${sender}.`;
    case 'account_deleted':
      return `Toutes les parties ont signé ce contrat${on}, puis son expéditeur a supprimé son compte Clausier\u00a0: ce lien ne donne plus accès au contrat. L’exemplaire signé vous a été envoyé par e-mail ce jour-là. Clausier garde ${EVIDENCE_RETENTION_YEARS}\u00a0ans son empreinte et le journal de preuve de la signature.`;
  }
}
