import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by server/main.ts when SIGTERM arrives: /api/ready answers 503 from then on. */
    lifecycle: { stopping: boolean };
  }
}

/** Paths that lay out a document: shed first when the render queue fills up. */
const RENDER_PATH =
  /^\/api\/(generate-(pdf|docx)$|contracts\/[^/]+\/(pdf|docx|dossier|signature-requests)$)/;
const isRender = (request: FastifyRequest) => RENDER_PATH.test(request.url.split('?')[0] ?? '');
/** Health and readiness must answer under load: that is when a balancer needs them. */
const isProbe = (request: FastifyRequest) => /^\/api\/(health|ready)\b/.test(request.url);

/** Share of the render queue past which new renders are refused with 503 (the rest still pass). */
export const RENDER_SHED_RATIO = 0.75;

/** Whether a new render is refused now: the queue is three quarters full. */
export const shedsRender = (load: { waiting: number; maxQueue: number }): boolean =>
  load.waiting >= Math.ceil(load.maxQueue * RENDER_SHED_RATIO);

/**
 * Load shedding: a French 503 with Retry-After when the event loop lags or the
 * heap is near its limit (@fastify/under-pressure), and for a render when the render queue is
 * three quarters full — before it saturates, so running renders finish in time.
 */
export const lifecyclePlugin = fp(
  async (
    app: FastifyInstance,
    { maxEventLoopDelayMs = 1_000 }: { maxEventLoopDelayMs?: number },
  ) => {
    app.decorate('lifecycle', { stopping: false });
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      retryAfter: 10,
      pressureHandler: (request, reply) => {
        if (isProbe(request)) return;
        reply.header('retry-after', '10');
        throw new AppError('OVERLOADED');
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!isRender(request)) return;
      if (shedsRender(app.pdfRenderer.load())) {
        reply.header('retry-after', '5');
        throw new AppError('OVERLOADED');
      }
    });
  },
  { name: 'lifecycle', dependencies: ['render-pool'] },
);
