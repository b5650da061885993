import { z } from '@core/schemas/zod-fr';
import { requireUser } from '@server/policies';
import { routePlugin } from '../route-plugin';

export const NOTHING_TO_MIGRATE = 'Aucune donnée anonyme à migrer';
export const MIGRATED = 'Vos données anonymes sont rattachées à votre compte.';
export const DRAFT_RECOVERED =
  'Votre brouillon est maintenant disponible dans la liste des contrats';
export const DRAFT_NOT_VERIFIED =
  'Ce brouillon n’a pas été créé dans votre session\u00a0: il n’a pas été rattaché à votre compte.';

/**
 * The spec's request (docs/product.md §3 "Other shapes"). Every field is accepted and none decides
 * who the user is: identity comes from the session cookie only.
 */
const migrateBody = z.strictObject({
  authenticated_id: z.string().max(200).nullish(),
  anonymous_id: z.string().max(200).nullish(),
  draft_contract_id: z.string().max(100).nullish(),
  security_verified: z.boolean().nullish(),
  user_id: z.string().max(200).nullish(),
});

const migrateResponse = z.object({
  success: z.boolean(),
  security_verified: z.boolean().nullable(),
  message: z.string().optional(),
  error: z.string().optional(),
});

/**
 * POST /api/migrate-user-data (docs/product.md §4 "Identity", "Draft fingerprint"). The visitor's
 * data already moved to the account at sign-in, in one transaction, by the identity plugin — only
 * the data of the visitor session that signed in. This call therefore moves nothing: it
 * reports whether the draft the browser remembers is now the caller's. That is the server's
 * proof of ownership replacing the spec's browser fingerprint: true when the caller owns the
 * draft (it came from their own anonymous session, or was theirs already), false when it is
 * not theirs (someone else's id, or no such draft — the same answer, so nothing leaks), null
 * when no draft id was given. Read-only, hence idempotent.
 */
export const migrateRoutes = routePlugin(
  { name: 'migrate-routes', dependencies: ['repositories'] },
  async (app) => {
    const { contracts } = app.repositories;
    app.post(
      '/migrate-user-data',
      { schema: { body: migrateBody, response: { 200: migrateResponse } } },
      async (request) => {
        const user = requireUser(request.user);
        const { anonymous_id, draft_contract_id } = request.body;
        if (!anonymous_id && !draft_contract_id) {
          return { success: false, security_verified: null, message: NOTHING_TO_MIGRATE };
        }
        if (!draft_contract_id)
          return { success: true, security_verified: null, message: MIGRATED };
        const draft = await contracts.find(user.id, draft_contract_id);
        if (draft) return { success: true, security_verified: true, message: DRAFT_RECOVERED };
        return { success: false, security_verified: false, error: DRAFT_NOT_VERIFIED };
      },
    );
  },
);
