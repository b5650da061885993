import { passwordInput, TOKEN_MAX } from '@core/schemas/auth-input';
import { z } from '@core/schemas/zod-fr';
import { COOKIE_PREFIX } from '@server/auth/auth';
import { requireAccount } from '@server/policies';
import { deleteAccount } from '@server/use-cases/delete-account';
import { exportAccount } from '@server/use-cases/export-account';
import { routePlugin } from '../route-plugin';

const deleteBody = z.strictObject({
  /** The account's password (accounts that have one). */
  password: passwordInput.optional(),
  /** The token of the e-mailed link (accounts that sign in through a provider only). */
  token: z.string().min(1).max(TOKEN_MAX).optional(),
});

/** Better-auth's session cookies, expired in the deletion's answer (the sessions are gone). */
const SESSION_COOKIES = ['session_token', 'session_data', 'dont_remember'].flatMap((name) => [
  `${COOKIE_PREFIX}.${name}`,
  `__Secure-${COOKIE_PREFIX}.${name}`,
]);

/**
 * The account's own data rights(GDPR art. 15, 17, 20): `GET /api/account/export`
 * answers everything in one JSON file; `DELETE /api/account` erases the account and all it owns.
 * An anonymous visitor has no account to export or delete (their data goes with the purge).
 */
export const accountRoutes = routePlugin(
  { name: 'account-routes', dependencies: ['repositories'] },
  async (app) => {
    app.get('/account/export', async (request, reply) => {
      const user = requireAccount(request.user);
      const now = new Date();
      const { baseUrl, secret } = app.deps.config.auth;
      const data = await exportAccount(app.deps.database.db, app.repositories, user.id, now, {
        baseUrl,
        secret,
      });
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="clausier-mes-donnees-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    });

    app.delete('/account', { schema: { body: deleteBody } }, async (request, reply) => {
      const user = requireAccount(request.user);
      const outcome = await deleteAccount(
        {
          db: app.deps.database.db,
          auth: app.auth,
          mailer: app.mailer,
          baseUrl: app.deps.config.auth.baseUrl,
        },
        user.id,
        request.body,
      );
      if (outcome === 'confirmation-sent')
        return reply.status(202).send({ status: 'confirmation-sent' as const });
      reply.header(
        'set-cookie',
        SESSION_COOKIES.map(
          (name) =>
            `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
        ),
      );
      return reply.send({ status: 'deleted' as const });
    });
  },
);
