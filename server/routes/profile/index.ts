import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userProfileBodySchema, userProfileSchema } from '@core/schemas/profile';
import { z } from '@core/schemas/zod-fr';
import { clientFormatIssues, profileFormatIssues } from '@core/fields/validate';
import { ensureUser } from '../../auth/ensure-user';
import { listClients, replaceClients } from '../../db/repositories/clients';
import { findProfile, saveProfile } from '../../db/repositories/profiles';
import { versionSchema } from '../contracts/schemas';

/**
 * The profile carries `version` (0 = never saved) so a stale whole-profile write answers 409.
 * `clients` absent means "leave the address book as it is" (a dashboard save of the profile
 * fields alone must not wipe it); present, it replaces the whole list (SPEC §7).
 */
const profileBody = userProfileBodySchema
  .extend({
    clients: userProfileSchema.shape.clients.unwrap().optional(),
    version: z.union([z.literal(0), versionSchema]).optional(),
  })
  // Issue 11 item 2: French format rules (postal code, e-mail, SIREN, capital, birth date) on
  // what is written; a stored profile is still read as it is (userProfileSchema stays lenient).
  .superRefine((body, ctx) => {
    const today = new Date();
    for (const issue of profileFormatIssues(body, today)) ctx.addIssue({ code: 'custom', ...issue });
    body.clients?.forEach((client, index) => {
      for (const issue of clientFormatIssues(client, today))
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['clients', index, ...issue.path] });
    });
  });

/**
 * GET|POST /api/user-profile: the whole profile, clients included (SPEC §7). A visitor without
 * a session reads the empty default profile and nothing is created for them.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  const readProfile = async (ownerId: string | null) => {
    const empty = userProfileSchema.parse({});
    if (!ownerId) return { ...empty, version: 0 };
    const [stored, clients] = await Promise.all([findProfile(db, ownerId), listClients(db, ownerId)]);
    return {
      physical_person: stored?.physical_person ?? empty.physical_person,
      legal_entity: stored?.legal_entity ?? empty.legal_entity,
      selected_entity_type: stored?.selected_entity_type ?? empty.selected_entity_type,
      clients: clients.map((entry) => entry.client),
      version: stored?.version ?? 0,
    };
  };

  app.get('/user-profile', async (request) => readProfile(request.user?.id ?? null));

  app.post('/user-profile', { schema: { body: profileBody } }, async (request, reply) => {
    const { physical_person, legal_entity, selected_entity_type, clients, version } = request.body;
    const user = await ensureUser(request, reply);
    await db.transaction().execute(async (trx) => {
      await saveProfile(trx, user.id, { physical_person, legal_entity, selected_entity_type }, version);
      if (clients) await replaceClients(trx, user.id, clients);
    });
    return readProfile(user.id);
  });
};
