import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { AppError } from '../errors';
import type { ErrorCode } from '../errors';
import type { DocxComment } from './docx/docx-comment';

/**
 * A small pool of child *processes* that render documents, with a deadline per task and a fair
 * queue (issue 13 items 1 and 10).
 *
 * Why processes and not worker threads (piscina, used before): Typst runs as native code, and a
 * worker thread cannot be stopped inside a native call — piscina's abort rejects the task and
 * starts a new thread, but the old one keeps computing until Typst returns (measured: a 30 s
 * compile went on burning a core after its abort). A process is killed with SIGKILL at once,
 * so the deadline really frees the CPU; the replacement is started at the same moment.
 *
 * Fairness: one client (a signed-in user, otherwise an IP) has at most one task running and
 * `perClientQueue` waiting; clients are served in turn, so however many tasks one of them sends,
 * another client's document starts on the next free process.
 */
export type RenderTask = {
  kind: 'pdf' | 'docx';
  documentJson: string;
  engine?: 'native' | 'wasm' | 'auto';
  /** limits.ts MAX_LAYOUT_COST unless given (Infinity: no bound, tests and bench only). */
  maxLayoutCost?: number;
  /** Word only: the editor's comments, as Word comments (« Dossier pour votre juriste »). */
  comments?: DocxComment[];
};
export type RenderOutcome = { bytes: Uint8Array; engine?: string; ms: number };

/** What a child answers: its result, or an error code the parent turns back into an AppError. */
export type ChildReply =
  | { id: number; ok: true; bytes: Uint8Array; engine?: string; ms: number }
  | { id: number; ok: false; code: ErrorCode; message?: string; detail?: string };

export type RenderPoolOptions = {
  /** The child module and the Node flags to run it (tsx from source). */
  entry: { filename: string; execArgv: string[] };
  size: number;
  /** A task still running after this is killed with its process: 422 RENDER_TIMEOUT. */
  taskTimeoutMs: number;
  /** Tasks one client may have waiting behind its running one; beyond: 429 RENDER_BUSY. */
  perClientQueue?: number;
  /** Tasks waiting in all; beyond: 503 RENDER_SATURATED. */
  maxQueue?: number;
};

export type RenderPool = {
  run(
    task: RenderTask,
    options?: { client?: string; signal?: AbortSignal },
  ): Promise<RenderOutcome>;
  /** Resolves when every process has started and loaded its engines. */
  warmUp(): Promise<void>;
  /** Process ids, for tests that check a killed process is gone. */
  pids(): number[];
  /** Tasks waiting and running now, and the most that may wait (metrics, load shedding). */
  load(): { waiting: number; running: number; maxQueue: number };
  readonly size: number;
  close(): Promise<void>;
};

type Job = {
  id: number;
  client: string;
  task: RenderTask;
  resolve: (outcome: RenderOutcome) => void;
  reject: (error: unknown) => void;
  settled: boolean;
  started: boolean;
};

type Worker = { proc: ChildProcess; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null };

const ANONYMOUS_CLIENT = 'unknown';
/** Children that die before being ready, in a row, after which the pool reports itself broken. */
const MAX_START_FAILURES = 3;

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const perClientQueue = options.perClientQueue ?? 2;
  const maxQueue = options.maxQueue ?? 64;
  const workers = new Set<Worker>();
  const waiting = new Map<string, Job[]>();
  const running = new Map<string, number>();
  let waitingCount = 0;
  const lastServed = new Map<string, number>();
  let served = 0;
  let nextId = 1;
  let closed = false;
  let startFailures = 0;
  let readyWaiters: Array<() => void> = [];

  const settle = (
    job: Job,
    worker: Worker | null,
    outcome: { value: RenderOutcome } | { error: unknown },
  ) => {
    if (job.settled) return;
    job.settled = true;
    if (job.started) {
      const left = (running.get(job.client) ?? 1) - 1;
      if (left > 0) running.set(job.client, left);
      else running.delete(job.client);
      if (left <= 0 && !waiting.has(job.client)) lastServed.delete(job.client);
    }
    if (worker) {
      if (worker.timer) clearTimeout(worker.timer);
      worker.timer = null;
      worker.job = null;
    }
    if ('value' in outcome) job.resolve(outcome.value);
    else job.reject(outcome.error);
  };

  const spawn = () => {
    const proc = fork(new URL(options.entry.filename), [], {
      execArgv: options.entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker = { proc, ready: false, job: null, timer: null };
    workers.add(worker);
    proc.on('message', (message: ChildReply | { ready: true }) => {
      if ('ready' in message) {
        worker.ready = true;
        startFailures = 0;
        if ([...workers].every((w) => w.ready)) {
          for (const wake of readyWaiters) wake();
          readyWaiters = [];
        }
        dispatch();
        return;
      }
      const job = worker.job;
      if (!job || job.id !== message.id) return;
      if (message.ok)
        settle(job, worker, {
          value: { bytes: message.bytes, engine: message.engine, ms: message.ms },
        });
      else
        settle(job, worker, {
          error: new AppError(message.code, message.message ? { message: message.message } : {}),
        });
      dispatch();
    });
    proc.on('error', () => proc.kill('SIGKILL'));
    proc.on('exit', () => {
      workers.delete(worker);
      if (worker.timer) clearTimeout(worker.timer);
      if (!worker.ready) startFailures++;
      // A child that dies mid-task (crash, out of memory): its task fails, never the server.
      if (worker.job) settle(worker.job, null, { error: new AppError('RENDER_FAILED') });
      if (closed) return;
      if (startFailures >= MAX_START_FAILURES) {
        failWaiting(new Error('Render processes do not start (see the log above).'));
        return;
      }
      spawn();
    });
    return worker;
  };

  const failWaiting = (error: unknown) => {
    for (const jobs of waiting.values()) for (const job of jobs) settle(job, null, { error });
    waiting.clear();
    waitingCount = 0;
  };

  /**
   * The next job in turn: among clients with nothing running, the one served longest ago (a
   * client never served yet first, in arrival order), so a client with a queue cannot keep
   * the processes from someone who asked after it.
   */
  const nextJob = (): Job | undefined => {
    let chosen: string | undefined;
    for (const client of waiting.keys()) {
      if ((running.get(client) ?? 0) >= 1) continue;
      if (chosen === undefined || (lastServed.get(client) ?? -1) < (lastServed.get(chosen) ?? -1))
        chosen = client;
    }
    if (chosen === undefined) return undefined;
    const jobs = waiting.get(chosen)!;
    const job = jobs.shift()!;
    if (jobs.length === 0) waiting.delete(chosen);
    waitingCount--;
    lastServed.set(chosen, served++);
    return job;
  };

  const dispatch = () => {
    for (const worker of workers) {
      if (!worker.ready || worker.job) continue;
      const job = nextJob();
      if (!job) return;
      worker.job = job;
      job.started = true;
      running.set(job.client, (running.get(job.client) ?? 0) + 1);
      worker.timer = setTimeout(() => {
        // The deadline: the process is killed (and replaced by the exit handler).
        settle(job, worker, { error: new AppError('RENDER_TIMEOUT') });
        worker.proc.kill('SIGKILL');
      }, options.taskTimeoutMs);
      worker.proc.send({ id: job.id, ...job.task });
    }
  };

  const ensureStarted = () => {
    if (closed) throw new AppError('RENDER_SATURATED');
    if (startFailures >= MAX_START_FAILURES) {
      startFailures = 0; // try again on this request: a transient failure should not last forever
    }
    while (workers.size < options.size) spawn();
  };

  return {
    size: options.size,
    load: () => ({
      waiting: waitingCount,
      running: [...running.values()].reduce((sum, n) => sum + n, 0),
      maxQueue,
    }),
    run(task, { client = ANONYMOUS_CLIENT, signal } = {}) {
      ensureStarted();
      const pending = (running.get(client) ?? 0) + (waiting.get(client)?.length ?? 0);
      if (pending >= 1 + perClientQueue) return Promise.reject(new AppError('RENDER_BUSY'));
      if (waitingCount >= maxQueue) return Promise.reject(new AppError('RENDER_SATURATED'));
      return new Promise<RenderOutcome>((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          client,
          task,
          resolve,
          reject,
          settled: false,
          started: false,
        };
        const queue = waiting.get(client) ?? [];
        queue.push(job);
        waiting.set(client, queue);
        waitingCount++;
        // A client gone before its turn leaves the queue; a running task is left to finish (its
        // process is not wasted, and the client's one slot stays taken until then).
        signal?.addEventListener(
          'abort',
          () => {
            const jobs = waiting.get(client);
            const at = jobs?.indexOf(job) ?? -1;
            if (!jobs || at < 0) return;
            jobs.splice(at, 1);
            if (jobs.length === 0) waiting.delete(client);
            waitingCount--;
            job.settled = true;
            reject(new AppError('RENDER_SATURATED', { message: 'La génération a été annulée.' }));
          },
          { once: true },
        );
        dispatch();
      });
    },
    async warmUp() {
      ensureStarted();
      if ([...workers].every((w) => w.ready)) return;
      await new Promise<void>((resolve) => readyWaiters.push(resolve));
    },
    pids: () => [...workers].map((w) => w.proc.pid ?? 0),
    async close() {
      closed = true;
      failWaiting(new AppError('RENDER_SATURATED'));
      const exits = [...workers].map(
        (w) =>
          new Promise((resolve) =>
            w.proc.exitCode !== null ? resolve(null) : w.proc.once('exit', resolve),
          ),
      );
      for (const w of workers) w.proc.kill('SIGKILL');
      await Promise.all(exits);
    },
  };
}
