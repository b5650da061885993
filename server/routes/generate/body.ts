import { z } from '@core/schemas/zod-fr';
import { draftSchemaToday } from '@core/rules/draft-rules';
import type { Draft } from '@core/schemas/draft';
import { contractDocumentSchema } from '@core/schemas/document';
import type { ContractDocument } from '@core/schemas/document';
import { buildContract } from '@core/templates/build-contract';
import { checkReadiness, describeMissing } from '@core/rules/readiness';
import { AppError } from '@server/errors';
import { authorize } from '@server/policies';
import type { SessionUser } from '@server/auth/session-user';
import type { Repositories } from '@server/db/repositories/repositories';
import { assertChildAuthorised } from '@server/use-cases/assert-child-authorised';
import { contractDayOf } from '@server/use-cases/contract-document';
import { ignoredUserId } from '@core/schemas/wire';

const common = {
  /** The download name (the contract's title, docs/product.md §7); sanitised by the server. */
  filename: z.string({ error: 'Le nom du fichier doit être un texte.' }).max(300).optional(),
  /** Accepted and ignored (docs/design.md §4): the user is the session's. */
  user_id: ignoredUserId,
};

/**
 * Body of /generate-pdf and /generate-docx: either the wizard draft (`contractData`,
 * docs/product.md §7), built into the document here, or a document the editor already holds
 * (`document`) with the id of the stored contract it is the text of (`contractId`). Optional in
 * the schema only so that its absence is refused with its own sentence (assertDocumentAllowed).
 */
export const generateBody = z.union(
  [
    z.strictObject({ contractData: draftSchemaToday(), ...common }),
    z.strictObject({
      document: contractDocumentSchema,
      contractId: z
        .string({
          error: 'L’identifiant du contrat («\u202fcontractId\u202f») doit être un texte.',
        })
        .max(100)
        .optional(),
      ...common,
    }),
  ],
  {
    error:
      'Envoyez soit «\u202fcontractData\u202f» (le brouillon), soit «\u202fdocument\u202f» (le contrat édité).',
  },
);
export type GenerateBody = z.output<typeof generateBody>;

/** The one document both formats render (docs/design.md §1). */
export function documentOf(body: GenerateBody, today: Date): ContractDocument {
  return 'document' in body ? body.document : buildContract(body.contractData as Draft, { today });
}

/**
 * A draft that step 6 would not let through (no price for a paid grant, a blank
 * party, no assignee) is not generated either: 400 naming every missing field in French. An
 * edited `document` is the user's own text and is not checked this way.
 */
export function assertReady(body: GenerateBody, today: Date): void {
  if (!('document' in body)) assertDraftReady(body.contractData as Draft, today);
}

/** Why a `document` sent without the contract it belongs to is refused. */
export const DOCUMENT_WITHOUT_CONTRACT_MESSAGE =
  'Un contrat édité s’envoie avec l’identifiant du contrat enregistré dont il est le texte ' +
  '(«\u202fcontractId\u202f»)\u00a0: ses réponses disent ce que le contrat exige avant d’être ' +
  'téléchargé, comme l’autorisation du préfet pour un enfant mannequin.';

/**
 * An edited `document` is the user's own text and is not checked for readiness, but it is still
 * the text of a contract whose answers say who is depicted: a child model under sixteen waits for
 * the prefect's authorisation whatever the text says (C. trav. L7124-1), as the stored contract's
 * own PDF and Word file do (GET /contracts/:id/pdf). Without its contract the text would be a way
 * around that rule — anyone could send the preview of an unauthorised child's contract as a
 * document — so the contract's id is required, and it must be one of the caller's contracts
 * (another owner's id answers 404 as every read of it does).
 */
export async function assertDocumentAllowed(
  body: GenerateBody,
  user: SessionUser,
  contracts: Pick<Repositories['contracts'], 'find'>,
): Promise<void> {
  if (!('document' in body)) return;
  if (body.contractId === undefined)
    throw new AppError('VALIDATION_FAILED', {
      message: DOCUMENT_WITHOUT_CONTRACT_MESSAGE,
      fields: [{ path: 'contractId', message: DOCUMENT_WITHOUT_CONTRACT_MESSAGE }],
    });
  const contract = await contracts.find(user.id, body.contractId);
  authorize(user, 'contract:read', contract);
  assertChildAuthorised(contract.draft, contractDayOf(contract.draft, contract.created_at));
}

/** The draft as step 6 would judge it; throws the 400 naming every missing field. */
export function assertDraftReady(draft: Draft, today: Date): void {
  assertChildAuthorised(draft, today, 'contractData.');
  const { ready, missing } = checkReadiness(draft, today);
  if (ready) return;
  throw new AppError('VALIDATION_FAILED', {
    message: `Le contrat ne peut pas être généré, il reste à compléter ou corriger\u00a0: ${describeMissing(missing)}.`,
    fields: missing.map((field) => ({
      path: `contractData.${field.key}`,
      message: `${field.label}\u00a0: ${field.message}`,
    })),
  });
}
