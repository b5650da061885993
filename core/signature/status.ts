import type { RequestStatus, SignerStatus } from '../schemas/signature';

/**
 * How « Mes Contrats » names where a contract stands: brouillon, finalisé (not
 * sent), à signer (n/m), signé, refusé, expiré, annulé — and who is still missing.
 */
export type SignatureStatus = {
  label: string;
  tone: 'neutral' | 'brand' | 'success' | 'warning' | 'danger';
  /** Names of the signers who have not signed yet (pending, refused or expired requests). */
  missing: string[];
};

type RequestLike = {
  status: RequestStatus;
  signers: readonly { name: string; status: SignerStatus }[];
};

export function signatureStatus(isDraft: boolean, request: RequestLike | null): SignatureStatus {
  if (isDraft) return { label: 'Brouillon', tone: 'warning', missing: [] };
  if (!request) return { label: 'Finalisé', tone: 'brand', missing: [] };
  const signed = request.signers.filter((s) => s.status === 'signed').length;
  const missing = request.signers.filter((s) => s.status !== 'signed').map((s) => s.name);
  switch (request.status) {
    case 'pending':
      return { label: `À signer (${signed}/${request.signers.length})`, tone: 'warning', missing };
    case 'completed':
      return { label: 'Signé', tone: 'success', missing: [] };
    case 'refused':
      return { label: 'Refusé', tone: 'danger', missing };
    case 'expired':
      return { label: 'Expiré', tone: 'danger', missing };
    case 'cancelled':
      return { label: 'Demande annulée', tone: 'neutral', missing };
  }
}

/**
 * Where one signer stands, for the sender. Once the request is closed, nobody waiting their turn
 * will be invited and nobody invited can still sign: saying « attend son tour » then was untrue.
 */
export function signerStateLabel(request: RequestStatus, signer: SignerStatus): string {
  if (signer === 'signed') return 'a signé';
  if (signer === 'refused') return 'a refusé';
  if (request === 'pending')
    return signer === 'waiting' ? 'attend son tour' : 'invité, pas encore signé';
  return signer === 'waiting' ? 'ne sera pas invité' : 'n’a pas signé';
}
