import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { holdsBinding, secureCookies } from '../auth/visitor-link';

/**
 * An anonymous session counts only in the browser it was minted in (server/auth/visitor-link.ts):
 * without its binding cookie, the request is treated as having no session at all — it reads
 * none of that visitor's drafts, and its first write mints a visitor of its own (ensureUser).
 * Runs after the auth plugin's hook, which set request.user from the session cookie.
 */
export const visitorBindingPlugin = fp(
  async (app: FastifyInstance) => {
    const { auth, production } = app.deps.config;
    const options = { secret: auth.secret, secure: secureCookies(production, auth.baseUrl) };
    app.addHook('onRequest', async (request) => {
      const user = request.user;
      if (user?.isAnonymous && !holdsBinding(request.headers.cookie, user.id, options))
        request.user = null;
    });
  },
  { name: 'visitor-binding', dependencies: ['auth'] },
);
