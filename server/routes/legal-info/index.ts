import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalInfoSchema, type LegalInfo } from '@core/schemas/legal-info';
import { SESSION_DAYS } from '@server/auth/auth';

/**
 * GET /legal-info: the operator's identity (LEGAL_* variables, null when unset) and the
 * retention periods, for the legal pages. Public, no session read or created, the same answer
 * for everyone. The retention is the purge job's own setting (config.anonymousRetentionDays,
 * server/main.ts), so the privacy page cannot announce another period than the one applied.
 */
export const legalInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/legal-info', { schema: { response: { 200: legalInfoSchema } } }, async () => {
    const { legal, anonymousRetentionDays, companyLookupUrl } = app.deps.config;
    const answer: LegalInfo = {
      ...legal,
      anonymousRetentionDays,
      sessionDays: SESSION_DAYS,
      companyLookup: Boolean(companyLookupUrl),
    };
    return answer;
  });
};
