import { fork } from 'node:child_process';
import type { PageLayout } from '@core/document/page-layout';
import type { ContractDocument } from '@core/schemas/document';
import type { Draft } from '@core/schemas/draft';
import type { ChildProcess } from 'node:child_process';
import { AppError } from '../errors';
import type { ErrorCode } from '../errors';
import type { DocxComment } from './docx/docx-comment';
import { createFairQueue } from './fair-queue';

/**
 * A small pool of child *processes* that render documents, with a deadline per task and a fair
 * queue.
 *
 * Why processes and not worker threads (piscina, used before): Typst runs as native code, and a
 * worker thread cannot be stopped inside a native call — piscina's abort rejects the task and
 * starts a new thread, but the old one keeps computing until Typst returns (measured: a 30 s
 * compile went on burning a core after its abort). A process is killed with SIGKILL at once,
 * so the deadline really frees the CPU; the replacement is started at the same moment.
 *
 * Fairness (fair-queue.ts decides whose turn it is): a task names its client by one key or
 * several (an account; an anonymous identity and its IP): no key has more than one task running,
 * and a client has at most `perClientQueue` waiting. Clients are served in turn (round-robin on
 * the first key), so however many tasks one of them sends, another client's document starts on
 * the next free process. Documents the caller estimated heavy (layout-lane.ts `isHeavy`) wait in
 * a lane of their own, served by one process at a time: with two processes, a normal contract
 * always has one process that no heavy document holds, whoever keeps sending them.
 */
/**
 * What a task lays out. `document`: the document itself, cloned through the channel's advanced
 * (structured clone) serialisation — measured on the largest contract, a round trip to the process
 * took 1.2 ms this way against 3.1 ms for its JSON as one string (V8 writes and reads the 165 KB
 * of two-byte text slowly) and 3.2 ms as UTF-8 bytes (decoding them costs as much). `answers`: a
 * validated, ready draft, the moment it is built at (epoch ms) and, for a stored contract, its
 * title, which the render process builds into its contract itself — 6 KB through the channel
 * instead of ~135 KB, and the build off the server's event loop: the largest draft's PDF request
 * took 37.9 ms instead of 40.5 (docs/decisions/0019).
 */
export type RenderSource =
  | { document: ContractDocument; answers?: never }
  | { answers: { draft: Draft; today: number; title?: string }; document?: never };

export type RenderTask = RenderSource & {
  kind: 'pdf' | 'docx';
  engine?: 'native' | 'wasm' | 'auto';
  /** limits.ts MAX_LAYOUT_COST unless given (Infinity: no bound, tests and bench only). */
  maxLayoutCost?: number;
  /** PDF only: how the pages are framed (core/document/page-layout.ts); `paper` unless given. */
  layout?: PageLayout;
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

/** Who asked, one key or several (each has at most one task running); the first takes turns. */
export type RenderClient = string | readonly string[];

export type RenderPool = {
  run(
    task: RenderTask,
    options?: { client?: RenderClient; signal?: AbortSignal; heavy?: boolean },
  ): Promise<RenderOutcome>;
  /** Resolves when every process has started and loaded its engines. */
  warmUp(): Promise<void>;
  /** Process ids, for tests that check a killed process is gone. */
  pids(): number[];
  /** Tasks waiting and running now, and the most that may wait (metrics, load shedding). */
  load(): RenderLoad;
  readonly size: number;
  close(): Promise<void>;
};

export type RenderLoad = {
  waiting: number;
  running: number;
  maxQueue: number;
  /** Of those, the heavy lane's (at most one running). */
  heavyWaiting: number;
  heavyRunning: number;
};

/** Heavy documents laid out at once, whatever the pool's size. */
export const HEAVY_CONCURRENCY = 1;

type Job = {
  id: number;
  /** The client's keys; the first is its place in the turns. */
  keys: readonly string[];
  heavy: boolean;
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
  const queue = createFairQueue<Job>({
    perClientQueue,
    maxQueue,
    heavyConcurrency: HEAVY_CONCURRENCY,
  });
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
    if (job.started) queue.finish(job);
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
    for (const job of queue.drain()) settle(job, null, { error });
  };

  const dispatch = () => {
    for (const worker of workers) {
      if (!worker.ready || worker.job) continue;
      const job = queue.next();
      if (!job) return;
      worker.job = job;
      job.started = true;
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
    load: () => ({ ...queue.load(), maxQueue }),
    run(task, { client = ANONYMOUS_CLIENT, signal, heavy = false } = {}) {
      ensureStarted();
      const keys =
        typeof client === 'string' ? [client] : client.length ? client : [ANONYMOUS_CLIENT];
      let resolve!: (outcome: RenderOutcome) => void;
      let reject!: (error: unknown) => void;
      const outcome = new Promise<RenderOutcome>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      const job: Job = {
        id: nextId++,
        keys,
        heavy,
        task,
        resolve,
        reject,
        settled: false,
        started: false,
      };
      const admission = queue.add(job);
      if (admission === 'busy') return Promise.reject(new AppError('RENDER_BUSY'));
      if (admission === 'saturated') return Promise.reject(new AppError('RENDER_SATURATED'));
      // A client gone before its turn leaves the queue; a running task is left to finish (its
      // process is not wasted, and the client's one slot stays taken until then).
      signal?.addEventListener(
        'abort',
        () => {
          if (!queue.remove(job)) return;
          job.settled = true;
          reject(new AppError('RENDER_SATURATED', { message: 'La génération a été annulée.' }));
        },
        { once: true },
      );
      dispatch();
      return outcome;
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
