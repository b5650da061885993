import { describe, expect, it } from 'vitest';
import { frenchErrorBody } from './fetch-bridge';
import { configuredProviders, discoveryUrl, trustedOrigins } from './providers';

const base = { secret: 'x'.repeat(32), baseUrl: 'http://localhost:3000' };

describe('configured providers', () => {
  it('lists only the providers whose variables are set, in a stable order', () => {
    expect(configuredProviders(base)).toEqual([]);
    expect(
      configuredProviders({
        ...base,
        github: { clientId: 'g', clientSecret: 's' },
        oidc: {
          issuer: 'https://id.example.fr',
          clientId: 'c',
          clientSecret: 's',
          name: 'Mon SSO',
        },
      }),
    ).toEqual([
      { id: 'oidc', label: 'Mon SSO' },
      { id: 'github', label: 'GitHub' },
    ]);
    expect(configuredProviders({ ...base, google: { clientId: 'g', clientSecret: 's' } })).toEqual([
      { id: 'google', label: 'Google' },
    ]);
  });

  it('finds the discovery document of an issuer', () => {
    expect(discoveryUrl('https://id.example.fr/realms/x/')).toBe(
      'https://id.example.fr/realms/x/.well-known/openid-configuration',
    );
    expect(discoveryUrl('https://id.example.fr/.well-known/openid-configuration')).toBe(
      'https://id.example.fr/.well-known/openid-configuration',
    );
  });

  it('trusts our own origin, plus the Vite dev server outside production', () => {
    expect(trustedOrigins({ ...base, baseUrl: 'https://clausier.fr/' }, true)).toEqual([
      'https://clausier.fr',
    ]);
    expect(trustedOrigins(base, false)).toEqual(['http://localhost:3000', 'http://localhost:5173']);
  });
});

describe('French auth errors', () => {
  it('replaces better-auth’s English message and keeps the code', () => {
    const body = JSON.parse(
      frenchErrorBody(
        401,
        '{"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email or password"}',
      ),
    );
    expect(body).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Adresse e-mail ou mot de passe incorrect.',
    });
  });

  it('gives rate limiting and unknown codes a French message too', () => {
    expect(
      JSON.parse(frenchErrorBody(429, '{"message":"Too many requests. Please try again later."}')),
    ).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Trop de tentatives. Veuillez patienter un instant avant de réessayer.',
    });
    expect(JSON.parse(frenchErrorBody(500, 'not json')).message).toBe(
      'L’authentification a échoué. Veuillez réessayer.',
    );
  });
});
