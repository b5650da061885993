import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorageQuota } from '@core/rules/storage-quota';
import { z } from '@core/schemas/zod-fr';

/**
 * Environment → typed configuration, validated once at start-up. Every setting the server reads
 * from the environment is here (README "Configuration" lists them).
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** Trimmed, then unset when empty. */
const trimmedOrUndefined = (value: unknown) =>
  emptyToUndefined(typeof value === 'string' ? value.trim() : value);

/**
 * One line of the legal notices (LEGAL_*): shown as is on the public pages, so one line of at
 * most 300 printable characters.
 */
const legalLine = (name: string) =>
  z.preprocess(
    trimmedOrUndefined,
    z
      .string()
      .max(300, `${name} ne doit pas dépasser 300 caractères.`)
      .regex(
        // eslint-disable-next-line no-control-regex -- the point is to refuse control characters.
        /^[^\u0000-\u001f\u007f]*$/,
        `${name} doit tenir sur une ligne, sans caractère de contrôle.`,
      )
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
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
  ANONYMOUS_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3650).default(30),
  ),
  COMPANY_LOOKUP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL doit commencer par smtp:// ou smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL doit commencer par redis:// ou rediss://')
      .optional(),
  ),
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  MAX_EVENT_LOOP_DELAY_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(60_000).optional(),
  ),
  SHUTDOWN_GRACE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(600_000).default(10_000),
  ),
  SIGNING_P12_PATH: optionalString,
  SIGNING_P12_PASSWORD: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  TSA_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SIGNING_LOG_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'SIGNING_LOG_KEY : 32 caractères au moins.').optional(),
  ),
  SIGNATURE_EXPIRY_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(365).default(30),
  ),
  SIGNATURE_REMINDER_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(365).default(3),
  ),
  RELEASE_PARTICIPANT_CAP: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(10_000).default(200),
  ),
  PDF_TASK_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(500).max(600_000).default(10_000),
  ),
  REQUEST_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(300_000).default(30_000),
  ),
  HEADERS_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(300_000).default(10_000),
  ),
  KEEP_ALIVE_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(600_000).default(10_000),
  ),
  MAX_CONNECTIONS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).optional(),
  ),
  MAX_CONNECTIONS_PER_IP: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(1_000_000).optional(),
  ),
  STORAGE_QUOTA_CONTRACTS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(500),
  ),
  STORAGE_QUOTA_CLIENTS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ),
  STORAGE_QUOTA_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(50),
  ),
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
  LEGAL_PUBLISHER_NAME: legalLine('LEGAL_PUBLISHER_NAME'),
  LEGAL_PUBLISHER_STATUS: legalLine('LEGAL_PUBLISHER_STATUS'),
  LEGAL_PUBLISHER_ADDRESS: legalLine('LEGAL_PUBLISHER_ADDRESS'),
  LEGAL_CONTACT_EMAIL: z.preprocess(
    trimmedOrUndefined,
    z.email('LEGAL_CONTACT_EMAIL doit être une adresse e-mail.').max(254).optional(),
  ),
  LEGAL_DIRECTOR: legalLine('LEGAL_DIRECTOR'),
  LEGAL_HOST_NAME: legalLine('LEGAL_HOST_NAME'),
  LEGAL_HOST_ADDRESS: legalLine('LEGAL_HOST_ADDRESS'),
  LEGAL_HOST_PHONE: z.preprocess(
    trimmedOrUndefined,
    z
      .string()
      .regex(
        /^\+?[0-9][0-9 .()-]{5,29}$/,
        'LEGAL_HOST_PHONE doit être un numéro de téléphone (chiffres, espaces, points, tirets, + en tête).',
      )
      .optional(),
  ),
});

export type OAuthClient = { clientId: string; clientSecret: string };
export type OidcProvider = OAuthClient & { issuer: string; name: string };

/** Requests per IP per minute on the expensive or sensitive endpoints. */
export type RateLimits = { auth: number; generation: number; windowMs: number };

/** At most `max` events per `windowMs` for one key (an IP or a user). */
export type Throttle = { max: number; windowMs: number };

/**
 * What fills the storage, throttled: new identities (anonymous visitors
 * minted on a first save, sign-ups) per IP; writes to contracts, profile and clients per IP and
 * per user; imports (up to 1 MiB each) per user; feedback (stored without an owner) per IP.
 */
export type Throttles = {
  identityPerIp: Throttle;
  writesPerIp: Throttle;
  writesPerUser: Throttle;
  importsPerUser: Throttle;
  feedbackPerIp: Throttle;
};

/** What one user (anonymous or not) may keep stored; see core/rules/storage-quota.ts. */
export type { StorageQuota };

/**
 * Socket-level limits. A request must arrive whole within `requestMs`
 * (headers within `headersMs`); a kept-alive socket idle for `keepAliveMs` is closed, any socket
 * silent for `socketIdleMs` too. `maxConnections` bounds the open sockets below the process's
 * file-descriptor limit; `maxConnectionsPerIp` (0 = off) keeps one address from taking them all.
 */
export type ConnectionLimits = {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
  socketIdleMs: number;
  maxConnections: number;
  maxConnectionsPerIp: number;
};

/**
 * Outgoing e-mail: through `smtpUrl` when set, otherwise written as .eml files to
 * `outboxDir` (development, or an operator who has no SMTP server yet).
 */
export type MailConfig = {
  smtpUrl?: string;
  /** The From header, `Nom <adresse>`. */
  from: string;
  outboxDir: string;
};

/**
 * Electronic signature (docs/electronic-signature.md): the document-signing
 * certificate that seals signed PDFs (a self-signed one is generated in DATA_DIR when unset), an
 * optional RFC 3161 timestamp authority, and how long a request stays open and when signers
 * who have not signed are reminded.
 */
export type SignatureConfig = {
  p12Path?: string;
  p12Password?: string;
  tsaUrl?: string;
  /** SIGNING_LOG_KEY: the evidence log's HMAC key; derived from the auth secret when unset. */
  logKey?: string;
  expiryDays: number;
  reminderDays: number;
};

/**
 * Who runs the site, for the legal pages (LCEN art. 6 III, RGPD art. 13): the publisher, the
 * director of publication and the host. Every value is optional; null when unset, and the pages
 * then show « à compléter ».
 */
export type LegalInfo = {
  /** Publisher: name, or company name. */
  publisherName: string | null;
  /** Legal form, share capital and RCS number, or « particulier ». */
  publisherStatus: string | null;
  publisherAddress: string | null;
  /** Contact address, also the one for data-protection requests. */
  contactEmail: string | null;
  /** Director of publication. */
  director: string | null;
  hostName: string | null;
  hostAddress: string | null;
  hostPhone: string | null;
};

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
  throttles: Throttles;
  storageQuota: StorageQuota;
  connections: ConnectionLimits;
  /** Base URL of the « Recherche d'entreprises » API (SIREN autofill); absent = feature off. */
  companyLookupUrl?: string;
  /** Deadline of one PDF or Word render; the render process is killed and replaced after it. */
  pdfTaskTimeoutMs: number;
  mail: MailConfig;
  signature: SignatureConfig;
  /**
   * Séances (docs/releases.md): how many models one link may bring (RELEASE_PARTICIPANT_CAP),
   * so a link posted publicly cannot make contracts and send e-mails without end.
   */
  releases: { participantCap: number };
  /**
   * Several instances: with `redisUrl`, rate
   * limits, throttles and jobs are shared through Redis; without it, everything stays in this
   * process as for a single server.
   */
  scale: {
    redisUrl?: string;
    /** Prometheus metrics on this port, off when unset. */
    metricsPort?: number;
    /**
     * The interface the metrics port listens on: loopback unless the operator names another,
     * since the queue depths and timings it shows are nobody else's business.
     */
    metricsHost: string;
    /** How long a stopping instance waits for in-flight requests and jobs before it exits. */
    shutdownGraceMs: number;
    /** Event-loop lag past which requests get a French 503 (0 = off). */
    maxEventLoopDelayMs: number;
  };
  /** The operator's identity for the legal pages (LEGAL_*), served by GET /api/legal-info. */
  legal: LegalInfo;
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

const MINUTE = 60_000;

export const DEFAULT_THROTTLES: Throttles = {
  // A shared office or school connection may bring a few dozen new visitors an hour.
  identityPerIp: { max: 30, windowMs: 10 * MINUTE },
  writesPerIp: { max: 300, windowMs: MINUTE },
  // Saves are explicit (no autosave): one a second is already far beyond a person's pace.
  writesPerUser: { max: 60, windowMs: MINUTE },
  importsPerUser: { max: 20, windowMs: 10 * MINUTE },
  feedbackPerIp: { max: 10, windowMs: 60 * MINUTE },
};

/**
 * The process's soft limit on open files (Linux: /proc/self/limits; Node raises the soft limit
 * to the hard one at start-up). Undefined where it cannot be read.
 */
export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    const value = Number(soft);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 80 % of the open-file limit (the rest is for the database, fonts, static files and workers),
 * at most 10,000 sockets (~26 KB of memory each); 1,000 where the limit cannot be read.
 */
export function defaultMaxConnections(limit: number | undefined): number {
  if (limit === undefined) return 1000;
  return Math.max(64, Math.min(10_000, Math.floor(limit * 0.8)));
}

function pair(
  id: string | undefined,
  secret: string | undefined,
  name: string,
): OAuthClient | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret)
    throw new ConfigError(`${name}_CLIENT_ID et ${name}_CLIENT_SECRET vont ensemble.`);
  return { clientId: id, clientSecret: secret };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.')} : ${issue.message}`,
    );
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const trustProxy = e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1';
  const oidcClient = pair(e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET, 'OIDC');
  if (oidcClient && !e.OIDC_ISSUER)
    throw new ConfigError('OIDC_ISSUER est obligatoire avec OIDC_CLIENT_ID.');
  return {
    nodeEnv: e.NODE_ENV,
    production,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    webDir: resolve(e.WEB_DIR ?? defaultWebDir()),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy,
    anonymousRetentionDays: e.ANONYMOUS_RETENTION_DAYS,
    rateLimits: { auth: 30, generation: 30, windowMs: 60_000 },
    throttles: DEFAULT_THROTTLES,
    storageQuota: {
      contracts: e.STORAGE_QUOTA_CONTRACTS,
      clients: e.STORAGE_QUOTA_CLIENTS,
      bytes: e.STORAGE_QUOTA_MB * 1024 * 1024,
    },
    connections: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      // Node refuses a header timeout longer than the request timeout.
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      // Longer than any response takes to start (a PDF waits for a worker, bounded well below).
      socketIdleMs: Math.max(120_000, e.REQUEST_TIMEOUT_MS),
      maxConnections: e.MAX_CONNECTIONS ?? defaultMaxConnections(openFileLimit()),
      // Behind a proxy every socket comes from the proxy's address: the proxy limits per client.
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP ?? (trustProxy ? 0 : 256),
    },
    // Off in tests whatever the environment says: only the fake-server test turns it on.
    companyLookupUrl: e.NODE_ENV === 'test' ? undefined : e.COMPANY_LOOKUP_URL,
    pdfTaskTimeoutMs: e.PDF_TASK_TIMEOUT_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Clausier <ne-pas-repondre@localhost>',
      outboxDir: join(dataDir, 'outbox'),
    },
    scale: {
      redisUrl: e.REDIS_URL,
      metricsPort: e.METRICS_PORT,
      metricsHost: e.METRICS_HOST,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
      // Off under NODE_ENV=test: test runs load the machine on purpose without overloading the app.
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 1_000),
    },
    signature: {
      p12Path: e.SIGNING_P12_PATH ? resolve(e.SIGNING_P12_PATH) : undefined,
      p12Password: e.SIGNING_P12_PASSWORD,
      tsaUrl: e.TSA_URL,
      logKey: e.SIGNING_LOG_KEY,
      expiryDays: e.SIGNATURE_EXPIRY_DAYS,
      reminderDays: e.SIGNATURE_REMINDER_DAYS,
    },
    releases: { participantCap: e.RELEASE_PARTICIPANT_CAP },
    legal: {
      publisherName: e.LEGAL_PUBLISHER_NAME ?? null,
      publisherStatus: e.LEGAL_PUBLISHER_STATUS ?? null,
      publisherAddress: e.LEGAL_PUBLISHER_ADDRESS ?? null,
      contactEmail: e.LEGAL_CONTACT_EMAIL ?? null,
      director: e.LEGAL_DIRECTOR ?? null,
      hostName: e.LEGAL_HOST_NAME ?? null,
      hostAddress: e.LEGAL_HOST_ADDRESS ?? null,
      hostPhone: e.LEGAL_HOST_PHONE ?? null,
    },
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
