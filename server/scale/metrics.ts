import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobOutcome } from '../jobs/job-runner';

/**
 * Prometheus metrics of one instance: requests and latencies per route, the
 * PDF queue and render times, background jobs. Served on their own port (METRICS_PORT), never
 * on the public one: the proxy does not route to it. One registry per app, so tests that build
 * many apps never share counters.
 */
export type Metrics = {
  registry: Registry;
  observeJob: (name: string, outcome: JobOutcome, seconds: number) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

type RenderLoad = () => { waiting: number; running: number };

export function createMetrics(renderLoad: RenderLoad): Metrics & {
  request: Histogram<'method' | 'route' | 'status'>;
  render: Histogram<'format'>;
} {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'clausier_' });
  const request = new Histogram({
    name: 'clausier_http_request_duration_seconds',
    help: 'Durée des requêtes HTTP, par route, méthode et statut (le nombre de requêtes en est le _count).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const render = new Histogram({
    name: 'clausier_render_duration_seconds',
    help: 'Durée d’une mise en page PDF ou Word, attente comprise.',
    labelNames: ['format'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'clausier_render_tasks',
    help: 'Mises en page en attente (waiting) et en cours (running).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const load = renderLoad();
      this.set({ state: 'waiting' }, load.waiting);
      this.set({ state: 'running' }, load.running);
    },
  });
  const jobs = new Counter({
    name: 'clausier_jobs_total',
    help: 'Tâches de fond exécutées par cette instance, par tâche et issue.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'clausier_job_duration_seconds',
    help: 'Durée des tâches de fond.',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  return {
    registry,
    request,
    render,
    observeJob: (name, outcome, seconds) => {
      jobs.inc({ job: name, outcome });
      jobSeconds.observe({ job: name }, seconds);
    },
  };
}

/** Records every request and every render of this app (registered after the render pool). */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createMetrics(() => app.pdfRenderer.load());
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.request.observe(
        {
          method: request.method,
          // The route's pattern (/api/contracts/:id), never the raw URL: bounded label values.
          route: request.routeOptions.url ?? 'hors route',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    const renderer = app.pdfRenderer;
    // Each render is timed around the renderer's own method, whatever its outcome.
    const timed =
      <A extends unknown[], R>(format: 'pdf' | 'docx', run: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const end = metrics.render.startTimer({ format });
        try {
          return await run.apply(renderer, args);
        } finally {
          end();
        }
      };
    renderer.render = timed('pdf', renderer.render);
    renderer.renderDocx = timed('docx', renderer.renderDocx);
  },
  { name: 'metrics', dependencies: ['render-pool'] },
);

/** GET /metrics on its own port (METRICS_PORT), in Prometheus' text format. */
export function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
