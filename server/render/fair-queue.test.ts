import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue';
import type { FairQueue, FairTask } from './fair-queue';

type Task = FairTask & { name: string };

const task = (name: string, keys: string | string[], heavy = false): Task => ({
  name,
  keys: typeof keys === 'string' ? [keys] : keys,
  heavy,
});

const queue = (options: Partial<Parameters<typeof createFairQueue>[0]> = {}) =>
  createFairQueue<Task>({ perClientQueue: 2, maxQueue: 64, heavyConcurrency: 1, ...options });

/** Every task started while none runs: `processes` at once, each finishing before the next turn. */
const serveAll = (q: FairQueue<Task>, processes = 1): string[] => {
  const order: string[] = [];
  for (;;) {
    const started: Task[] = [];
    for (let i = 0; i < processes; i++) {
      const next = q.next();
      if (next) started.push(next);
    }
    if (started.length === 0) return order;
    for (const t of started) {
      order.push(t.name);
      q.finish(t);
    }
  }
};

const addAll = (q: FairQueue<Task>, tasks: Task[]) =>
  tasks.map((t) => q.add(t)).forEach((admission) => expect(admission).toBe('accepted'));

describe('the render queue: whose turn it is', () => {
  it('serves clients in turn, not in order of arrival', () => {
    const q = queue();
    addAll(q, [
      task('a1', 'user:a'),
      task('a2', 'user:a'),
      task('a3', 'user:a'),
      task('b1', 'user:b'),
      task('b2', 'user:b'),
      task('c1', 'user:c'),
    ]);
    // First come, first served would give a1 a2 a3 b1 b2 c1.
    expect(serveAll(q)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('puts a client who has not been served yet before those who have', () => {
    const q = queue();
    addAll(q, [task('a1', 'user:a'), task('a2', 'user:a'), task('b1', 'user:b')]);
    const a1 = q.next()!;
    q.finish(a1);
    const b1 = q.next()!;
    expect(b1.name).toBe('b1');
    // c arrives after a's second task, while b runs: c has never been served, a has.
    addAll(q, [task('c1', 'user:c')]);
    q.finish(b1);
    expect(serveAll(q)).toEqual(['c1', 'a2']);
  });

  it('runs at most one task per account, however many processes are free', () => {
    const q = queue();
    addAll(q, [task('a1', 'user:a'), task('a2', 'user:a'), task('b1', 'user:b')]);
    const first = q.next();
    const second = q.next();
    expect([first?.name, second?.name]).toEqual(['a1', 'b1']);
    expect(q.next()).toBeUndefined();
    expect(q.load()).toEqual({ waiting: 1, running: 2, heavyWaiting: 0, heavyRunning: 0 });
    q.finish(first!);
    expect(q.next()?.name).toBe('a2');
  });

  it('runs at most one task per key: an anonymous identity and its address each', () => {
    const q = queue();
    addAll(q, [
      task('x1', ['ip:x', 'anon:1']),
      task('same-address', ['ip:x', 'anon:2']),
      task('same-identity', ['ip:y', 'anon:1']),
      task('elsewhere', ['ip:z', 'anon:3']),
    ]);
    // Four processes free, yet only two tasks may start: the other two share a running key.
    const started = [q.next(), q.next(), q.next()];
    expect(started.map((t) => t?.name)).toEqual(['x1', 'elsewhere', undefined]);
    for (const t of started) if (t) q.finish(t);
    // The address already served waits behind the one that was not.
    expect(serveAll(q, 4)).toEqual(['same-identity', 'same-address']);
  });
});

describe('the heavy lane', () => {
  it('runs one heavy document at a time and leaves the other processes to normal ones', () => {
    const q = queue();
    addAll(q, [
      task('heavy-a', 'user:a', true),
      task('heavy-b', 'user:b', true),
      task('heavy-c', 'user:c', true),
    ]);
    expect(q.next()?.name).toBe('heavy-a');
    // A second process is free, but another heavy document may not take it.
    expect(q.next()).toBeUndefined();
    expect(q.load()).toEqual({ waiting: 2, running: 1, heavyWaiting: 2, heavyRunning: 1 });
    addAll(q, [task('normal', 'user:n')]);
    expect(q.next()?.name).toBe('normal');
  });

  it('serves normal documents before heavy ones that came earlier', () => {
    const q = queue();
    addAll(q, [task('heavy-a', 'user:a', true), task('normal-b', 'user:b')]);
    expect(serveAll(q)).toEqual(['normal-b', 'heavy-a']);
  });

  it('takes the heavy documents in turn across accounts too', () => {
    const q = queue();
    addAll(q, [
      task('a1', 'user:a', true),
      task('a2', 'user:a', true),
      task('a3', 'user:a', true),
      task('b1', 'user:b', true),
    ]);
    expect(serveAll(q, 2)).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('counts an account once across both lanes', () => {
    const q = queue();
    addAll(q, [task('heavy', 'user:a', true), task('normal', 'user:a')]);
    expect(q.next()?.name).toBe('normal');
    // The account's heavy document waits for its normal one, though the heavy lane is free.
    expect(q.next()).toBeUndefined();
  });
});

describe('admission', () => {
  it('refuses a client beyond one running and `perClientQueue` waiting, counting every key', () => {
    const q = queue({ perClientQueue: 2 });
    addAll(q, [task('a1', ['ip:a', 'anon:1']), task('a2', ['ip:a', 'anon:1'])]);
    q.next();
    expect(q.add(task('a3', ['ip:a', 'anon:2']))).toBe('accepted');
    expect(q.add(task('a4', ['ip:a', 'anon:3']))).toBe('busy');
    // Another address whose identity runs a task: one running, nothing waiting under its turn.
    expect(q.add(task('b1', ['ip:b', 'anon:1']))).toBe('accepted');
  });

  it('refuses everyone once `maxQueue` tasks wait', () => {
    const q = queue({ maxQueue: 2 });
    addAll(q, [task('a', 'user:a'), task('b', 'user:b')]);
    expect(q.add(task('c', 'user:c'))).toBe('saturated');
    q.next();
    expect(q.add(task('c', 'user:c'))).toBe('accepted');
  });

  it('lets a client gone before its turn leave the queue, not once started', () => {
    const q = queue({ perClientQueue: 1 });
    const first = task('a1', 'user:a');
    const second = task('a2', 'user:a');
    addAll(q, [first, second]);
    expect(q.add(task('a3', 'user:a'))).toBe('busy');
    expect(q.next()).toBe(first);
    expect(q.remove(first)).toBe(false);
    expect(q.remove(second)).toBe(true);
    expect(q.load()).toEqual({ waiting: 0, running: 1, heavyWaiting: 0, heavyRunning: 0 });
    expect(q.add(task('a3', 'user:a'))).toBe('accepted');
  });

  it('drains every waiting task and keeps counting the running ones', () => {
    const q = queue();
    addAll(q, [task('a1', 'user:a'), task('a2', 'user:a'), task('h', 'user:h', true)]);
    const running = q.next()!;
    expect(
      q
        .drain()
        .map((t) => t.name)
        .sort(),
    ).toEqual(['a2', 'h']);
    expect(q.load()).toEqual({ waiting: 0, running: 1, heavyWaiting: 0, heavyRunning: 0 });
    q.finish(running);
    expect(q.load().running).toBe(0);
    expect(q.next()).toBeUndefined();
  });
});
