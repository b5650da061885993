import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AppError } from '../errors';
import type { SignaturesReport } from './verify-pdf';

/**
 * Verification runs in child processes, never on the server's event loop: a hostile upload
 * (many dictionaries, a huge CMS) costs CPU in a process that a deadline can kill at once, while
 * the server keeps answering. `size` processes at most (two: the machine's other work goes on),
 * `maxQueue` files waiting for one; beyond, 503. Processes start on first use and stay.
 */
export type VerifyPoolOptions = {
  entry?: { filename: string; execArgv: string[] };
  size?: number;
  /** A verification still running after this is killed with its process: 422 VERIFY_TIMEOUT. */
  timeoutMs?: number;
  maxQueue?: number;
};

export type VerifyPool = {
  verify(pdf: Uint8Array): Promise<SignaturesReport>;
  /** Live process ids (tests check the bound and the kill). */
  pids(): number[];
  close(): Promise<void>;
};

export type VerifyChildReply = { ready: true } | { id: number; report: SignaturesReport };

/** dist/server/verify-child.js once bundled (tsup.config.ts), verify-child.ts through tsx. */
export function verifyChildEntry(): { filename: string; execArgv: string[] } {
  const bundled = new URL('./verify-child.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { filename: bundled.href, execArgv: [] };
  return {
    filename: new URL('./verify-child.ts', import.meta.url).href,
    execArgv: ['--import', 'tsx'],
  };
}

type Job = {
  id: number;
  pdf: Uint8Array;
  resolve: (report: SignaturesReport) => void;
  reject: (error: unknown) => void;
};
type Child = { proc: ChildProcess; ready: boolean; job: Job | null; timer?: NodeJS.Timeout };

export function createVerifyPool(options: VerifyPoolOptions = {}): VerifyPool {
  const entry = options.entry ?? verifyChildEntry();
  const size = options.size ?? 2;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxQueue = options.maxQueue ?? 16;
  const children = new Set<Child>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (child: Child) => {
    if (child.timer) clearTimeout(child.timer);
    child.timer = undefined;
    const job = child.job;
    child.job = null;
    return job;
  };

  const spawn = () => {
    const proc = fork(new URL(entry.filename), [], {
      execArgv: entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const child: Child = { proc, ready: false, job: null };
    children.add(child);
    proc.on('message', (message: VerifyChildReply) => {
      if ('ready' in message) {
        child.ready = true;
      } else if (child.job?.id === message.id) {
        finish(child)!.resolve(message.report);
      }
      dispatch();
    });
    proc.on('error', () => proc.kill('SIGKILL'));
    proc.on('exit', () => {
      children.delete(child);
      // A process that died mid-task (crash, out of memory, deadline): its file is refused.
      finish(child)?.reject(new AppError('VERIFY_FAILED'));
      if (!closed) dispatch();
    });
  };

  function dispatch() {
    for (const child of children) {
      if (!child.ready || child.job) continue;
      const job = queue.shift();
      if (!job) return;
      child.job = job;
      child.timer = setTimeout(() => {
        finish(child)?.reject(new AppError('VERIFY_TIMEOUT'));
        child.proc.kill('SIGKILL');
      }, timeoutMs);
      child.proc.send({ id: job.id, pdf: job.pdf });
    }
    if (queue.length > 0 && children.size < size) spawn();
  }

  return {
    verify(pdf) {
      if (closed) return Promise.reject(new AppError('VERIFY_BUSY'));
      if (queue.length >= maxQueue) return Promise.reject(new AppError('VERIFY_BUSY'));
      return new Promise<SignaturesReport>((resolve, reject) => {
        queue.push({ id: nextId++, pdf, resolve, reject });
        dispatch();
      });
    },
    pids: () => [...children].map((child) => child.proc.pid!).filter(Boolean),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new AppError('VERIFY_BUSY'));
      await Promise.all(
        [...children].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.proc.exitCode !== null || child.proc.signalCode !== null) resolve();
              else {
                child.proc.once('exit', () => resolve());
                child.proc.kill('SIGKILL');
              }
            }),
        ),
      );
    },
  };
}
