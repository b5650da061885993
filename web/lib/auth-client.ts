import { createAuthClient } from 'better-auth/react';
import { anonymousClient } from 'better-auth/client/plugins';

/**
 * better-auth client (loaded only by the lazy chunks of the sign-in modal and of /compte; the app
 * reads the session through lib/auth.tsx), mounted by the server at /api/auth (same origin,
 * cookie session).
 * OAuth/OIDC providers (google, github, and the generic 'oidc') all sign in through
 * `authClient.signIn.social({ provider, callbackURL })`.
 */
export const authClient = createAuthClient({
  // Explicit origin: better-auth would otherwise read env vars such as BASE_URL (Vite sets it).
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [anonymousClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];
