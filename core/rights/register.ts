import { z } from '../schemas/zod-fr';
import { grantKindSchema, grantSchema, grantStatusSchema, isoDaySchema } from './grants';

/**
 * One row of the rights register (GET /api/rights, « Mes droits »): a grant of one of the owner's
 * concluded contracts (docs/rights.md), with its status on the day of the request and, for a grant whose
 * term has ended, the day the owner marked the end-of-term checklist done.
 */
export const rightsRowSchema = grantSchema.extend({
  contractId: z.string(),
  contractTitle: z.string(),
  /** Signed electronically by every party. */
  signed: z.boolean(),
  status: grantStatusSchema,
  endOfTermDoneOn: isoDaySchema.nullable(),
});
export type RightsRow = z.infer<typeof rightsRowSchema>;

export const rightsListSchema = z.object({
  /** The day the statuses were computed (Paris time). */
  today: isoDaySchema,
  rights: z.array(rightsRowSchema),
});
export type RightsList = z.infer<typeof rightsListSchema>;

/** POST /api/contracts/:id/end-of-term: which grant's checklist is done. */
export const endOfTermBodySchema = z.strictObject({
  kind: grantKindSchema.refine((kind) => kind === 'image', {
    error: 'Seule une autorisation de droit à l’image a une liste de fin de terme à cocher ici.',
  }),
});

/**
 * POST /api/contracts/:id/renewal: the grant renewed (absent: the first fixed term to end). No
 * body at all is the same as an empty one (a JSON `null` was refused « objet attendu »).
 */
export const renewalBodySchema = z.strictObject({ kind: grantKindSchema.optional() }).nullish();

export const renewalResultSchema = z.object({ id: z.string(), version: z.number() });

/**
 * Register order: by end day, soonest first; the same day by contract title then kind; the
 * legal term (no end day) last.
 */
export function byEndDate<R extends Pick<RightsRow, 'endsOn' | 'contractTitle' | 'kind'>>(
  a: R,
  b: R,
): number {
  if (a.endsOn !== b.endsOn) {
    if (a.endsOn === null) return 1;
    if (b.endsOn === null) return -1;
    return a.endsOn < b.endsOn ? -1 : 1;
  }
  return a.contractTitle.localeCompare(b.contractTitle, 'fr') || a.kind.localeCompare(b.kind);
}
