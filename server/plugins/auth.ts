import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_BASE_PATH, COOKIE_PREFIX, migrateAuth, type Auth } from '../auth/auth';
import { createAuthBridge } from '../auth/auth-bridge';
import { assertValidCookies } from '../auth/cookie-guard';
import { fetchHeaders, forwardSetCookies } from '../auth/fetch-bridge';
import { type AuthProvider } from '../auth/providers';
import { toSessionUser } from '../auth/session-user';
import { createSessionResolver, DELEGATE } from '../auth/session-resolver';

export type AuthPluginOptions = {
  auth: Auth;
  /** The sign-in buttons to offer: `configuredProviders(config.auth)`. */
  providers: AuthProvider[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance (ensureUser and tests reach it through request.server.auth). */
    auth: Auth;
  }
}

const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
const isAuthPath = (url: string) => url === AUTH_BASE_PATH || url.startsWith(`${AUTH_BASE_PATH}/`);

/**
 * Identity for the whole app:
 * - `/api/auth/*` is better-auth's handler (sign-up, sign-in, sign-out, get-session, OAuth);
 * - every other /api request gets `request.user` from its session cookie (null without one);
 * - `GET /api/auth-providers` lists the sign-in buttons the environment switched on.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { auth, providers }: AuthPluginOptions) => {
    const origin = new URL(auth.options.baseURL as string).origin;
    // better-auth's tables (user, session, account, verification) are created or completed here,
    // idempotently, so every app built by buildApp — main.ts and every route test — has them.
    await migrateAuth(auth);
    app.decorate('auth', auth);
    app.decorateRequest('user', null);
    const resolveSession = await createSessionResolver(auth, app.deps.database.db);

    app.addHook('onRequest', async (request, reply) => {
      request.user = null;
      // Only API calls carrying our cookie cost a session lookup (not the SPA's assets).
      if (!request.url.startsWith('/api/') || isAuthPath(request.url)) return;
      const cookie = request.headers.cookie;
      if (!cookie?.includes(SESSION_COOKIE)) return;
      assertValidCookies(cookie, reply);
      // The common case (a live session) costs one indexed query; better-auth answers the rest.
      const resolved = await resolveSession(cookie);
      if (resolved !== DELEGATE) {
        request.user = resolved;
        return;
      }
      const { headers, response } = await auth.api.getSession({
        headers: fetchHeaders(request),
        returnHeaders: true,
      });
      // A refreshed session (or a dead one being cleared) comes back as Set-Cookie.
      forwardSetCookies(headers, reply);
      request.user = response ? toSessionUser(response.user) : null;
    });

    // Whether a sign-up sends a confirmation e-mail (only with a mail server): the dialog says so.
    const verifiesEmail = Boolean(auth.options.emailVerification?.sendVerificationEmail);
    app.get('/api/auth-providers', async () => ({ providers, verifiesEmail }));

    // Encapsulated so its raw-body parser does not leak to the other routes: better-auth reads
    // the body itself (JSON, or a form post from a provider's callback).
    const handleAuth = await createAuthBridge(auth, origin, app.scale.signInFailures());
    await app.register(async (bridge) => {
      bridge.removeAllContentTypeParsers();
      bridge.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      bridge.route({
        method: ['GET', 'POST'],
        url: `${AUTH_BASE_PATH}/*`,
        handler: handleAuth,
      });
    });
  },
  { name: 'auth' },
);
