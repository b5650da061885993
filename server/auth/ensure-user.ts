import type { FastifyReply, FastifyRequest } from 'fastify';
import { fetchHeaders, forwardSetCookies } from './fetch-bridge';
import { toSessionUser, type SessionUser } from './session-user';

/**
 * The caller's identity for a write that needs one: the signed-in or anonymous user of the
 * session cookie, or else a new anonymous visitor whose session cookie is added to this reply
 * (this replaces the spec's client-made `anon_` id). Reads never call it: a visitor who only
 * looks around leaves nothing in the database.
 */
export async function ensureUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  if (request.user) return request.user;
  const { headers, response } = await request.server.auth.api.signInAnonymous({
    headers: fetchHeaders(request),
    returnHeaders: true,
  });
  forwardSetCookies(headers, reply);
  request.user = toSessionUser(response.user);
  return request.user;
}
