import type { Config } from '../config';

export type AuthSettings = Config['auth'];

/** A sign-in button of the web's modal: `id` is what POST /api/auth/sign-in/social takes. */
export type AuthProvider = { id: string; label: string };

/** The providers switched on by the environment (email + password is always on, not listed). */
export function configuredProviders(auth: AuthSettings): AuthProvider[] {
  const providers: AuthProvider[] = [];
  if (auth.oidc) providers.push({ id: 'oidc', label: auth.oidc.name });
  if (auth.google) providers.push({ id: 'google', label: 'Google' });
  if (auth.github) providers.push({ id: 'github', label: 'GitHub' });
  return providers;
}

/** The discovery document of an issuer, whether OIDC_ISSUER names the issuer or the document. */
export function discoveryUrl(issuer: string): string {
  if (issuer.includes('/.well-known/')) return issuer;
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/** The Vite dev server proxies /api to us but keeps its own Origin header. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Origins allowed to send cookie-bearing auth requests (better-auth's CSRF check). */
export function trustedOrigins(auth: AuthSettings, production: boolean): string[] {
  const own = new URL(auth.baseUrl).origin;
  return production ? [own] : [...new Set([own, VITE_DEV_ORIGIN])];
}
