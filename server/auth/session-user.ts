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
