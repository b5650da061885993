import type { FastifyReply, FastifyRequest } from 'fastify';
import { fetchHeaders, forwardSetCookies } from './fetch-bridge';
import { toSessionUser, type SessionUser } from './session-user';

/**
 * A profile written with the version of a stored one, without a session: nothing can be this
 * caller's, most likely a session that expired while the page was open — said so (« modifié
 * ailleurs » was wrong), before any visitor is created for a save that fails anyway (hostile
 * probe,). Still a 409: the dashboard offers to reload.
 */
export const SESSION_GONE =
  'Votre session a expiré\u00a0: rechargez la page ou reconnectez-vous avant d’enregistrer.';

/**
 * The caller's identity for a write that needs one: the signed-in or anonymous user of the
 * session cookie, or else a new anonymous visitor whose session cookie is added to this reply
 * (this replaces the spec's client-made `anon_` id). Reads never call it: a visitor who only
 * looks around leaves nothing in the database.
 */
export async function ensureUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser> {
  if (request.user) return request.user;
  // Each call without a cookie minted a user: 357 a second filled the database.
  await request.server.throttle('identity', request, reply);
  // Without the caller's cookies: a session left in them is not this browser's (an anonymous
  // one without its binding, server/auth/visitor-link.ts), and better-auth would refuse to
  // mint a visitor next to it. The new session cookie replaces it.
  const headers = fetchHeaders(request);
  headers.delete('cookie');
  const { headers: answer, response } = await request.server.auth.api.signInAnonymous({
    headers,
    returnHeaders: true,
  });
  forwardSetCookies(answer, reply);
  request.user = toSessionUser(response.user);
  return request.user;
}
