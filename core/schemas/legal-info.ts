import { z } from './zod-fr';

/** A value of the legal notices: the operator's text, or null when it is not configured yet. */
const legalValue = z.string().nullable();

/**
 * GET /api/legal-info (docs/product.md §7): what the legal pages (/legal, /confidentialite,
 * /conditions-utilisation) show about who runs the site and how long data is kept. Public and
 * the same for everyone: the operator's configuration (LEGAL_* in the README), never user data.
 */
export const legalInfoSchema = z.strictObject({
  publisherName: legalValue,
  publisherStatus: legalValue,
  publisherAddress: legalValue,
  contactEmail: legalValue,
  director: legalValue,
  hostName: legalValue,
  hostAddress: legalValue,
  hostPhone: legalValue,
  /** Days without activity after which an anonymous visitor is erased (the purge job's value). */
  anonymousRetentionDays: z.number().int().positive(),
  /** Days a session stays valid without being used. */
  sessionDays: z.number().int().positive(),
  /** Whether the optional SIREN lookup (COMPANY_LOOKUP_URL) is switched on. */
  companyLookup: z.boolean(),
});

export type LegalInfo = z.infer<typeof legalInfoSchema>;
