import { userProfileBodySchema, userProfileSchema } from '@core/schemas/profile';
import { SESSION_GONE } from '@server/auth/ensure-user';
import { AppError } from '@server/errors';
import { z } from '@core/schemas/zod-fr';
import { clientFormatIssues, profileFormatIssues } from '@core/fields/validate';
import { ensureUser } from '@server/auth/ensure-user';
import { enforceQuota } from '@server/storage-quota';
import { storedBytes } from '@core/rules/storage-quota';
import { versionSchema } from '@core/schemas/wire';
import { partySideSchema } from '@core/schemas/side';
import { requireVersion } from '@server/use-cases/require-version';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { routePlugin } from '../route-plugin';
import { presentProfile } from '@server/presenters/profile';
import { isUntouchedProfile } from '@server/db/repositories/profiles';

/**
 * The profile carries `version` (0 = never saved) so a stale whole-profile write answers 409.
 * Omitted, it is accepted only while no profile is stored (a first save creates); once one
 * exists, a write without it answers 428.
 * `clients` absent means "leave the address book as it is" (a dashboard save of the profile
 * fields alone must not wipe it); present, it replaces the whole list (docs/product.md §7).
 */
const profileBody = userProfileBodySchema
  .extend({
    clients: userProfileSchema.shape.clients.unwrap().optional(),
    version: z.union([z.literal(0), versionSchema]).optional(),
    // Absent, the stored side stays (a save from a page that does not ask it changes nothing).
    side: partySideSchema.unwrap().optional(),
  })
  // French format rules (postal code, e-mail, SIREN, capital, birth date) on
  // what is written; a stored profile is still read as it is (userProfileSchema stays lenient).
  .superRefine((body, ctx) => {
    const today = new Date();
    for (const issue of profileFormatIssues(body, today))
      ctx.addIssue({ code: 'custom', ...issue });
    body.clients?.forEach((client, index) => {
      for (const issue of clientFormatIssues(client, today))
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['clients', index, ...issue.path],
        });
    });
  });

/**
 * GET|POST /api/user-profile: the whole profile, clients included (docs/product.md §7). A visitor
 * without a session reads the empty default profile and nothing is created for them.
 */
export const profileRoutes = routePlugin(
  { name: 'profile-routes', dependencies: ['repositories'] },
  async (app) => {
    const deps = useCaseDeps(app);
    const { repositories } = app;

    const readProfile = async (ownerId: string | null) => {
      if (!ownerId) return presentProfile(undefined, []);
      const [stored, clients] = await Promise.all([
        repositories.profiles.find(ownerId),
        repositories.clients.list(ownerId),
      ]);
      return presentProfile(stored, clients);
    };

    // The answer is typed by core's profileResponseSchema (the presenter's return type, the web
    // app's parser) but not serialised through it: a profile stored before a stricter rule must
    // still be read as it is (french-formats.test.ts), not turned into a 500.
    app.get('/user-profile', async (request) => readProfile(request.user?.id ?? null));

    app.post('/user-profile', { schema: { body: profileBody } }, async (request, reply) => {
      const { physical_person, legal_entity, selected_entity_type, side, clients, version } =
        request.body;
      // Without a session there is no stored profile a version could be of: the conflict is
      // answered before a visitor is created for nothing.
      if (!request.user && version !== undefined && version > 0)
        throw new AppError('VERSION_CONFLICT', { message: SESSION_GONE });
      const user = await ensureUser(request, reply);
      const written = {
        clients: clients?.length ?? 0,
        bytes: storedBytes(physical_person) + storedBytes(legal_entity) + storedBytes(clients),
      };
      await enforceQuota(
        deps,
        user.id,
        { profile: true, allClients: clients !== undefined },
        written,
      );
      await repositories.transaction(async (inTransaction) => {
        // No version = "I saw no profile": allowed for a first save only, which then fails (409)
        // if a profile appears meanwhile. The empty profile a client's creation stores
        // (touchProfile) counts as none: nothing of it was ever written by hand.
        const stored = await inTransaction.profiles.find(user.id);
        const expected =
          version ??
          (!stored ? 0 : isUntouchedProfile(stored) ? stored.version : requireVersion(undefined));
        await inTransaction.profiles.save(
          user.id,
          {
            physical_person,
            legal_entity,
            selected_entity_type,
            side: side ?? stored?.side ?? 'cessionnaire',
          },
          expected,
        );
        if (clients) await inTransaction.clients.replaceAll(user.id, clients);
      });
      return readProfile(user.id);
    });
  },
);
