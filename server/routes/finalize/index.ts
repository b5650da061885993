import { parseStoredDraft } from '@core/schemas/stored-draft';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness } from '@core/rules/readiness';
import { z } from '@core/schemas/zod-fr';
import { READINESS_ITEMS } from '@core/fields/types';
import { findContract } from '../../db/repositories/contracts';
import { authorize, requireUser } from '../../policies';

const params = z.strictObject({ id: z.string().min(1).max(100) });
const query = z.object({ user_id: z.string().max(200).optional() });

const missingFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  item: z.enum(READINESS_ITEMS),
  step: z.number().int().min(1).max(6).optional(),
  group: z.string().optional(),
  problem: z.enum(['missing', 'invalid']),
  message: z.string(),
});

/** The step-6 readiness: the list of missing or invalid fields and the checklist lines built from it. */
const readinessSchema = z.object({
  ready: z.boolean(),
  missing: z.array(missingFieldSchema),
  lines: z.array(
    z.object({ item: z.enum(READINESS_ITEMS), label: z.string(), ok: z.boolean(), missing: z.array(missingFieldSchema) }),
  ),
});

export const finalizeResponse = z.object({
  id: z.string(),
  title: z.string(),
  is_draft: z.boolean(),
  from_step6: z.boolean(),
  version: z.number(),
  form_data: z.unknown(),
  /** The step-6 checklist; null when the stored form_data no longer reads as a draft. */
  readiness: readinessSchema.nullable(),
});

/**
 * GET /api/contracts/:id/finalize (SPEC §7, "finalization step data"): what the finalisation
 * page needs — the wizard data and the step-6 checklist computed by the same rule as step 6.
 */
export const finalizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/contracts/:id/finalize',
    { schema: { params, querystring: query, response: { 200: finalizeResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const contract = await findContract(db, user.id, request.params.id);
      authorize(user, 'contract:read', contract);
      const draft = parseStoredDraft(contract.form_data);
      return {
        id: contract.id,
        title: contract.title,
        is_draft: contract.is_draft,
        from_step6: contract.from_step6,
        version: contract.version,
        form_data: contract.form_data,
        readiness: draft.success ? checkReadiness(draft.data) : null,
      };
    },
  );
};
