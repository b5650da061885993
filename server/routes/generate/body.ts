import { z } from '@core/schemas/zod-fr';
import { draftSchemaToday } from '@core/rules/draft-rules';
import type { Draft } from '@core/schemas/draft';
import { contractDocumentSchema } from '@core/schemas/document';
import type { ContractDocument } from '@core/schemas/document';
import { buildContract } from '@core/templates/build-contract';
import { checkReadiness, describeMissing } from '@core/rules/readiness';
import { AppError } from '../../errors';
import { assertChildAuthorised } from '../../use-cases/assert-child-authorised';
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
 * (`document`).
 */
export const generateBody = z.union(
  [
    z.strictObject({ contractData: draftSchemaToday(), ...common }),
    z.strictObject({ document: contractDocumentSchema, ...common }),
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
 * Issue 11 item 2: a draft that step 6 would not let through (no price for a paid grant, a blank
 * party, no assignee) is not generated either: 400 naming every missing field in French. An
 * edited `document` is the user's own text and is not checked this way.
 */
export function assertReady(body: GenerateBody, today: Date): void {
  if (!('document' in body)) assertDraftReady(body.contractData as Draft, today);
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
