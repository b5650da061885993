import { z } from '@core/schemas/zod-fr';
import { draftSchemaToday } from '@core/rules/draft-rules';
import type { Draft } from '@core/schemas/draft';
import { contractDocumentSchema } from '@core/schemas/document';
import type { ContractDocument } from '@core/schemas/document';
import { buildContract } from '@core/templates/build-contract';

const common = {
  /** The download name (the contract's title, SPEC §7); sanitised by the server. */
  filename: z.string({ error: 'Le nom du fichier doit être un texte.' }).max(300).optional(),
  /** Accepted and ignored (DESIGN §4): the user is the session's. */
  user_id: z.string().max(200).optional(),
};

/**
 * Body of /generate-pdf and /generate-docx: either the wizard draft (`contractData`, SPEC §7),
 * built into the document here, or a document the editor already holds (`document`).
 */
export const generateBody = z.union(
  [
    z.strictObject({ contractData: draftSchemaToday(), ...common }),
    z.strictObject({ document: contractDocumentSchema, ...common }),
  ],
  { error: 'Envoyez soit « contractData » (le brouillon), soit « document » (le contrat édité).' },
);
export type GenerateBody = z.output<typeof generateBody>;

/** The one document both formats render (DESIGN §1). */
export function documentOf(body: GenerateBody, today: Date): ContractDocument {
  return 'document' in body ? body.document : buildContract(body.contractData as Draft, { today });
}
