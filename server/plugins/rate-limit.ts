import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits, Throttle, Throttles } from '../config';
import { AppError } from '../errors';

/** Paths whose cost (PDF, analysis) or sensitivity (sign-in) deserves a per-IP limit. */
const GENERATION_PATHS = [
  '/api/generate-pdf',
  '/api/generate-docx',
  '/api/analyze',
  '/api/feedback',
];
/** Each call reaches a third-party API (SIREN autofill): same budget as a generation. */
const GENERATION_PREFIXES = ['/api/company-lookup/'];

const AUTH_LIMITED_PREFIXES = [
  '/api/auth/sign-in',
  '/api/auth/sign-up',
  '/api/auth/forget-password',
  // These send an e-mail: one address must not flood a mailbox.
  '/api/auth/request-password-reset',
  '/api/auth/send-verification-email',
  '/api/auth/change-email',
  '/api/account',
  '/api/auth/reset-password',
  '/api/auth/change-password',
];

/**
 * A signing link's steps (codes to guess, codes e-mailed) and the public verifier (a
 * PDF parsed and a signature checked per call). As strict as sign-in, but counted apart: signers
 * opening their page from an office's one address used up their colleagues' sign-in attempts
 *.
 */
const SIGNING_PREFIXES = ['/api/sign/', '/api/verify'];

/**
 * A séance's public link (docs/releases.md): each arrival makes a contract, renders its PDF and
 * sends e-mails. Counted apart from signing, so models joining from an event's one connection do
 * not use up each other's signing steps.
 */
const RELEASE_PREFIXES = ['/api/releases/public/'];

export type RateLimitGroup = 'auth' | 'signing' | 'generation' | 'release';

/** Where data is stored for its owner: every non-read method under these is a write. */
const WRITE_PREFIXES = ['/api/contracts', '/api/user-profile', '/api/clients'];
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** better-auth's paths that create a user: they share the per-IP identity budget with ensureUser. */
const IDENTITY_PATHS = ['/api/auth/sign-up/', '/api/auth/sign-in/anonymous'];

/** What a request costs in the storage throttles. */
export function throttleKinds(
  method: string,
  url: string,
): Array<'identity' | 'write' | 'import' | 'feedback'> {
  const path = url.split('?')[0] ?? '';
  if (READ_METHODS.has(method)) return [];
  if (IDENTITY_PATHS.some((prefix) => path.startsWith(prefix))) return ['identity'];
  if (path === '/api/feedback') return ['feedback'];
  const write = WRITE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (!write) return [];
  return path === '/api/contracts/import' ? ['write', 'import'] : ['write'];
}

export type ThrottleKind =
  'identity' | 'writesPerIp' | 'writesPerUser' | 'importsPerUser' | 'feedbackPerIp';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one event against a throttle and throws RATE_LIMITED (429, Retry-After) past it.
     * ensureUser calls it with 'identity' before minting an anonymous visitor.
     */
    throttle: (kind: ThrottleKind, request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function rateLimitGroup(url: string): RateLimitGroup | null {
  const path = url.split('?')[0] ?? '';
  // Only credential-guessing paths: get-session runs on every page load and must stay free.
  if (AUTH_LIMITED_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'auth';
  if (SIGNING_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'signing';
  if (RELEASE_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'release';
  if (GENERATION_PATHS.includes(path)) return 'generation';
  if (GENERATION_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'generation';
  return null;
}

/**
 * Per-IP limits on /api/auth/* and the generation endpoints, and the storage throttles. The
 * counters live in this process's memory for a single server, in Redis when REDIS_URL is set so
 * that several instances behind a load balancer share them (README « Passer à plusieurs
 * serveurs »). Behind a reverse proxy set TRUST_PROXY=true so the key is the client's IP.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { limits, throttles }: RateLimitOptions) => {
    await app.register(rateLimit, {
      global: true,
      // Several instances count together in Redis; an unreachable Redis lets the
      // request through rather than failing it (and /api/ready reports it).
      ...(app.scale.counters
        ? { redis: app.scale.counters, nameSpace: 'clausier-limite:', skipOnError: true }
        : {}),
      timeWindow: limits.windowMs,
      allowList: (request: FastifyRequest) => rateLimitGroup(request.url) === null,
      keyGenerator: (request: FastifyRequest) => `${rateLimitGroup(request.url)}:${request.ip}`,
      max: (request: FastifyRequest) =>
        rateLimitGroup(request.url) === 'generation' ? limits.generation : limits.auth,
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });

    // Storage throttles: one in-memory window per kind and key (same store as above).
    const limiter = (
      kind: ThrottleKind,
      { max, windowMs }: Throttle,
      key: (request: FastifyRequest) => string,
    ) =>
      app.createRateLimit({
        max,
        timeWindow: windowMs,
        allowList: () => false,
        keyGenerator: (r) => `${kind}:${key(r)}`,
      });
    const byIp = (request: FastifyRequest) => request.ip;
    // Without a session yet (a first save), the user budget falls back to the address.
    const byUser = (request: FastifyRequest) => request.user?.id ?? `ip:${request.ip}`;
    const limiters: Record<ThrottleKind, ReturnType<typeof limiter>> = {
      identity: limiter('identity', throttles.identityPerIp, byIp),
      writesPerIp: limiter('writesPerIp', throttles.writesPerIp, byIp),
      writesPerUser: limiter('writesPerUser', throttles.writesPerUser, byUser),
      importsPerUser: limiter('importsPerUser', throttles.importsPerUser, byUser),
      feedbackPerIp: limiter('feedbackPerIp', throttles.feedbackPerIp, byIp),
    };
    app.decorate(
      'throttle',
      async (kind: ThrottleKind, request: FastifyRequest, reply: FastifyReply) => {
        const result = await limiters[kind](request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('RATE_LIMITED');
      },
    );

    // preParsing: after the identity plugin's onRequest (request.user is known), before a body
    // of up to 1 MiB is read.
    app.addHook('preParsing', async (request, reply) => {
      for (const kind of throttleKinds(request.method, request.url)) {
        if (kind === 'identity') await app.throttle('identity', request, reply);
        if (kind === 'feedback') await app.throttle('feedbackPerIp', request, reply);
        if (kind === 'import') await app.throttle('importsPerUser', request, reply);
        if (kind === 'write') {
          await app.throttle('writesPerIp', request, reply);
          await app.throttle('writesPerUser', request, reply);
        }
      }
    });
  },
  { name: 'rate-limit', dependencies: ['scale-profile'] },
);

export type RateLimitOptions = { limits: RateLimits; throttles: Throttles };
