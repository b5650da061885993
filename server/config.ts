import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from '@core/schemas/zod-fr';

/**
 * Environment → typed configuration, validated once at start-up. Every setting the server reads
 * from the environment is here (README "Configuration" lists them).
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL doit commencer par postgres:// ou postgresql://')
      .optional(),
  ),
  WEB_DIR: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  ANONYMOUS_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(30)),
  COMPANY_LOOKUP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  BETTER_AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'BETTER_AUTH_SECRET doit contenir au moins 32 caractères').optional(),
  ),
  BETTER_AUTH_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
});

export type OAuthClient = { clientId: string; clientSecret: string };
export type OidcProvider = OAuthClient & { issuer: string; name: string };

/** Requests per IP per minute on the expensive or sensitive endpoints. */
export type RateLimits = { auth: number; generation: number; windowMs: number };

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  /** Absolute path; holds the SQLite file and the development auth secret. */
  dataDir: string;
  /** postgres:// URL; when absent the server uses SQLite in dataDir. */
  databaseUrl?: string;
  /** Absolute path of the built SPA (dist/web). */
  webDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Trust X-Forwarded-For (behind a reverse proxy) so rate limits key on the real client IP. */
  trustProxy: boolean;
  /** Days after which an anonymous visitor who never came back is erased (GDPR). */
  anonymousRetentionDays: number;
  rateLimits: RateLimits;
  /** Base URL of the « Recherche d'entreprises » API (SIREN autofill); absent = feature off. */
  companyLookupUrl?: string;
  auth: {
    secret: string;
    /** Public base URL (BETTER_AUTH_URL); defaults to http://localhost:PORT. */
    baseUrl: string;
    oidc?: OidcProvider;
    google?: OAuthClient;
    github?: OAuthClient;
  };
};

export class ConfigError extends Error {}

/** dist/web next to the bundled server (dist/server/main.js) or from the repository root. */
function defaultWebDir(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const besideBundle = resolve(here, '../web');
  return existsSync(join(besideBundle, 'index.html')) ? besideBundle : resolve('dist/web');
}

/**
 * Development keeps a random secret in DATA_DIR so sessions survive restarts; the file is
 * readable by its owner only. Production must be given one: a generated secret there would
 * silently differ between instances and log everybody out at each deploy.
 */
function resolveSecret(given: string | undefined, production: boolean, dataDir: string): string {
  if (given) return given;
  if (production) {
    throw new ConfigError(
      'BETTER_AUTH_SECRET est obligatoire en production (au moins 32 caractères, par exemple : openssl rand -base64 32).',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function pair(id: string | undefined, secret: string | undefined, name: string): OAuthClient | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret) throw new ConfigError(`${name}_CLIENT_ID et ${name}_CLIENT_SECRET vont ensemble.`);
  return { clientId: id, clientSecret: secret };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')} : ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const oidcClient = pair(e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET, 'OIDC');
  if (oidcClient && !e.OIDC_ISSUER) throw new ConfigError('OIDC_ISSUER est obligatoire avec OIDC_CLIENT_ID.');
  return {
    nodeEnv: e.NODE_ENV,
    production,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    webDir: resolve(e.WEB_DIR ?? defaultWebDir()),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    anonymousRetentionDays: e.ANONYMOUS_RETENTION_DAYS,
    rateLimits: { auth: 30, generation: 30, windowMs: 60_000 },
    // Off in tests whatever the environment says: only the fake-server test turns it on.
    companyLookupUrl: e.NODE_ENV === 'test' ? undefined : e.COMPANY_LOOKUP_URL,
    ...overrides,
    auth: overrides.auth ?? {
      secret: resolveSecret(e.BETTER_AUTH_SECRET, production, dataDir),
      baseUrl: e.BETTER_AUTH_URL ?? `http://localhost:${port}`,
      oidc:
        oidcClient && e.OIDC_ISSUER
          ? { ...oidcClient, issuer: e.OIDC_ISSUER, name: e.OIDC_NAME ?? 'OIDC' }
          : undefined,
      google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE'),
      github: pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET, 'GITHUB'),
    },
  };
}
