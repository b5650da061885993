import type { Verification } from '@core/schemas/signature';
import { roleLabelOf } from '@core/templates/signatories';
import { sha256Hex } from '../signature/secrets';
import { roleLabelsOf } from './request-signatures';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories' | 'sealer'>;

const REQUEST_IN_REASON = /demande ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/**
 * POST /api/verify: what a PDF's signatures say — intact under Clausier's seal, modified after
 * it, signed by someone else only, broken, or not signed (seal-verdict.ts) — and which request
 * it closes: found by the file's SHA-256 when it is the very file Clausier sealed, otherwise —
 * for an intact seal only — by the request id the seal's reason names. The reason lies inside the
 * bytes the seal covers: once they fail the check, it says nothing, and a copy whose request id
 * was rewritten showed another contract's title and signers beside « modifié ».
 */
export async function verifySignedPdf(deps: Deps, pdf: Uint8Array): Promise<Verification> {
  const verdict = await deps.sealer.verify(pdf);
  const { signatures } = deps.repositories;
  const exact =
    verdict.state === 'unsigned' ? null : await signatures.findBySignedSha(sha256Hex(pdf));
  // Only an intact seal of our own certificate may name a request: its reason is then ours.
  const reason = verdict.state === 'intact' ? verdict.seal?.reason : undefined;
  const named = reason ? REQUEST_IN_REASON.exec(reason)?.[1] : undefined;
  const request = exact ?? (named ? await signatures.find(named) : null);
  const completed = request && request.status === 'completed' ? request : null;
  const signers = completed ? await signatures.signers(completed.id) : [];
  // The roles as the sealed contract names its parties, while its owner keeps the contract.
  const labels = completed
    ? roleLabelsOf(
        (await deps.repositories.contracts.find(completed.ownerId, completed.contractId)) ?? null,
      )
    : null;
  return {
    state: verdict.state,
    ours: verdict.ours,
    sealedAt: verdict.seal?.signedAt ?? null,
    request:
      request && request.status === 'completed'
        ? {
            id: request.id,
            title: request.title,
            completedAt: request.completedAt,
            signers: signers.map((s) => ({
              name: s.name,
              role: s.role,
              roleLabel: roleLabelOf(labels, s),
              signedAt: s.signedAt,
            })),
          }
        : null,
  };
}
