/** The identity every route works with, derived only from the session cookie. */
export type SessionUser = {
  id: string;
  isAnonymous: boolean;
  name: string | null;
  email: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin's onRequest hook from the session cookie; null without a session. */
    user: SessionUser | null;
  }
}

type AuthUser = {
  id: string;
  name?: string | null;
  email?: string | null;
  isAnonymous?: boolean | null;
};

/**
 * better-auth's user → the SessionUser routes see. An anonymous visitor's generated name and
 * placeholder e-mail are not theirs, so they read as null.
 */
export function toSessionUser(user: AuthUser): SessionUser {
  const isAnonymous = user.isAnonymous === true;
  return {
    id: user.id,
    isAnonymous,
    name: isAnonymous ? null : (user.name ?? null),
    email: isAnonymous ? null : (user.email ?? null),
  };
}
