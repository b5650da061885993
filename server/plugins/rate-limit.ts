import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config';
import { AppError } from '../errors';

/** Paths whose cost (PDF, analysis) or sensitivity (sign-in) deserves a per-IP limit. */
const GENERATION_PATHS = ['/api/generate-pdf', '/api/generate-docx', '/api/analyze', '/api/feedback'];
/** Each call reaches a third-party API (SIREN autofill): same budget as a generation. */
const GENERATION_PREFIXES = ['/api/company-lookup/'];

const AUTH_LIMITED_PREFIXES = [
  '/api/auth/sign-in',
  '/api/auth/sign-up',
  '/api/auth/forget-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
];

export type RateLimitGroup = 'auth' | 'generation';

export function rateLimitGroup(url: string): RateLimitGroup | null {
  const path = url.split('?')[0] ?? '';
  // Only credential-guessing paths: get-session runs on every page load and must stay free.
  if (AUTH_LIMITED_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'auth';
  if (GENERATION_PATHS.includes(path)) return 'generation';
  if (GENERATION_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'generation';
  return null;
}

/**
 * Per-IP limits on /api/auth/* and the generation endpoints. The counters live in this
 * process's memory: right for the single-instance deployment Clausier targets; several
 * instances behind a load balancer would each count separately (use the plugin's Redis store
 * then). Behind a reverse proxy set TRUST_PROXY=true so the key is the client's IP.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, limits: RateLimits) => {
  await app.register(rateLimit, {
    global: true,
    timeWindow: limits.windowMs,
    allowList: (request: FastifyRequest) => rateLimitGroup(request.url) === null,
    keyGenerator: (request: FastifyRequest) => `${rateLimitGroup(request.url)}:${request.ip}`,
    max: (request: FastifyRequest) => (rateLimitGroup(request.url) === 'auth' ? limits.auth : limits.generation),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
