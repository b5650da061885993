import { z, optionalText } from './zod-fr';

/**
 * The authorisation a child model under sixteen needs before being engaged (C. trav. L7124-1): the
 * prefect's individual authorisation, or the approval of the licensed agency that engages the
 * child (L7124-4). Its reference and its date are printed in the contract, and no contract of such
 * a child is generated or sent for signature without both (core/rules/child-authorisation.ts).
 */
export const childAuthorisationSchema = z.strictObject({
  /** « arrêté préfectoral n° 2026-123 », an agency's approval number. */
  reference: optionalText(200),
  /** AAAA-MM-JJ, the day it was issued. */
  date: optionalText(10).refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), {
    error: 'La date de l’autorisation doit être au format AAAA-MM-JJ.',
  }),
});
export type ChildAuthorisation = z.infer<typeof childAuthorisationSchema>;

export const childAuthorisationFields = {
  autorisation_prefectorale: childAuthorisationSchema.default(() => ({ reference: '', date: '' })),
};
