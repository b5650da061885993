import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Background jobs that must run once per cluster: the GDPR purge of stale
 * visitors and the signature sweep. A single server runs them on timers in its own process; with
 * REDIS_URL they go through a BullMQ queue: each period one job is scheduled for the whole cluster
 * (a job scheduler keyed by the job's name) and exactly one instance's worker takes it, with
 * retries. README « Passer à plusieurs serveurs ».
 */
export type JobOutcome = 'completed' | 'failed';

export type JobRunner = {
  kind: 'local' | 'queue';
  /** Declares a periodic job; `start` begins running them (once at start, then every period). */
  every: (name: string, everyMs: number, run: () => Promise<unknown>) => void;
  start: () => Promise<void>;
  /** Stops taking jobs and waits for the running ones (graceful shutdown). */
  close: () => Promise<void>;
};

export type Observe = (name: string, outcome: JobOutcome, seconds: number) => void;
export type JobLog = { error: (details: Record<string, unknown>, message: string) => void };

type Declared = { name: string; everyMs: number; run: () => Promise<unknown> };

async function timed(job: Declared, observe: Observe): Promise<void> {
  const started = performance.now();
  try {
    await job.run();
    observe(job.name, 'completed', (performance.now() - started) / 1000);
  } catch (error) {
    observe(job.name, 'failed', (performance.now() - started) / 1000);
    throw error;
  }
}

/** One process: a timer per job, never two runs of one job at once, timers never keep it alive. */
export function localJobRunner(log: JobLog, observe: Observe = () => {}): JobRunner {
  const jobs: Declared[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  const fire = (job: Declared) => {
    if (busy.has(job.name)) return;
    busy.add(job.name);
    const run = timed(job, observe)
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'Tâche de fond en échec'))
      .finally(() => {
        busy.delete(job.name);
        running.delete(run);
      });
    running.add(run);
  };
  return {
    kind: 'local',
    every: (name, everyMs, run) => void jobs.push({ name, everyMs, run }),
    start: async () => {
      for (const job of jobs) {
        fire(job);
        const timer = setInterval(() => fire(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

export const JOB_QUEUE = 'clausier-taches';

/**
 * Several instances: BullMQ on the shared Redis. `connection` is a queue-kind connection
 * (server/scale/redis-connection.ts); the worker gets its own duplicate, as BullMQ requires.
 */
export function queueJobRunner(
  connection: Redis,
  log: JobLog,
  observe: Observe = () => {},
): JobRunner {
  const jobs = new Map<string, Declared>();
  const queue = new Queue(JOB_QUEUE, { connection });
  const workerConnection = connection.duplicate();
  let worker: Worker | null = null;
  return {
    kind: 'queue',
    every: (name, everyMs, run) => void jobs.set(name, { name, everyMs, run }),
    start: async () => {
      for (const job of jobs.values()) {
        await queue.upsertJobScheduler(
          job.name,
          { every: job.everyMs },
          {
            name: job.name,
            opts: {
              attempts: 3,
              backoff: { type: 'exponential', delay: 5_000 },
              removeOnComplete: { count: 100 },
              removeOnFail: { count: 100 },
            },
          },
        );
      }
      worker = new Worker(
        JOB_QUEUE,
        async (job) => {
          const declared = jobs.get(job.name);
          if (!declared) throw new Error(`tâche inconnue : ${job.name}`);
          await timed(declared, observe);
        },
        { connection: workerConnection, concurrency: 1 },
      );
      worker.on('failed', (job, error) =>
        log.error({ err: error, job: job?.name }, 'Tâche de fond en échec'),
      );
    },
    close: async () => {
      await worker?.close();
      await queue.close();
      await workerConnection.quit().catch(() => undefined);
      await connection.quit().catch(() => undefined);
    },
  };
}
