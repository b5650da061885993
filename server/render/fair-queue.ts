/**
 * Whose render goes next: the render pool's scheduling (render-pool.ts), without processes or
 * timers, so that its rules are tested as plain logic (fair-queue.test.ts).
 *
 * - A task names its client by one key or several (an account; an anonymous identity and its
 *   IP): no key has more than one task running.
 * - Clients take turns (round-robin on the first key): among the clients that may start, the one
 *   served longest ago goes first, a client never served yet before any served one, so however
 *   many tasks one client queues, another's starts on the next free process.
 * - Documents estimated heavy before rendering (layout-lane.ts) wait in a lane of their own, and
 *   at most `heavyConcurrency` of them run: the normal lane is served first, so with two processes
 *   a normal contract always finds one that no heavy document holds.
 * - A client has at most `perClientQueue` tasks waiting behind its running one (beyond: busy), and
 *   at most `maxQueue` tasks wait in all (beyond: saturated).
 */
export type FairTask = { readonly keys: readonly string[]; readonly heavy: boolean };

export type Admission = 'accepted' | 'busy' | 'saturated';

export type FairQueueOptions = {
  perClientQueue: number;
  maxQueue: number;
  heavyConcurrency: number;
};

export type FairQueueLoad = {
  waiting: number;
  running: number;
  heavyWaiting: number;
  heavyRunning: number;
};

export type FairQueue<T extends FairTask> = {
  /** Queues `task` unless its client or the queue is full; `keys` must not be empty. */
  add(task: T): Admission;
  /** Takes a waiting task out (its client gone before its turn); false if it was not waiting. */
  remove(task: T): boolean;
  /** The next task in turn, now counted as running, or undefined if none may start now. */
  next(): T | undefined;
  /** A running task ended (done, failed, killed): its keys are free again. */
  finish(task: T): void;
  /** Empties the queue and answers every task that was waiting (pool closed or broken). */
  drain(): T[];
  load(): FairQueueLoad;
};

export function createFairQueue<T extends FairTask>(options: FairQueueOptions): FairQueue<T> {
  // Per lane, each client's waiting tasks by its first key (Map order: arrival order).
  const lanes = { normal: new Map<string, T[]>(), heavy: new Map<string, T[]>() };
  const laneOf = (task: T) => (task.heavy ? lanes.heavy : lanes.normal);
  const running = new Map<string, number>();
  let runningCount = 0;
  let heavyRunning = 0;
  let waitingCount = 0;
  let heavyWaiting = 0;
  // The turn each client was last served at; forgotten once it has nothing running or waiting.
  const lastServed = new Map<string, number>();
  let turn = 0;

  const clientOf = (task: T) => task.keys[0]!;
  const waitingFor = (client: string) =>
    (lanes.normal.get(client)?.length ?? 0) + (lanes.heavy.get(client)?.length ?? 0);
  const forgetIfIdle = (client: string) => {
    if (!running.has(client) && waitingFor(client) === 0) lastServed.delete(client);
  };
  const unqueue = (task: T) => {
    waitingCount--;
    if (task.heavy) heavyWaiting--;
  };

  /** Among clients none of whose keys runs a task, the one served longest ago. */
  const nextIn = (lane: Map<string, T[]>): T | undefined => {
    let chosen: string | undefined;
    for (const [client, tasks] of lane) {
      if (tasks[0]!.keys.some((key) => running.has(key))) continue;
      if (chosen === undefined || (lastServed.get(client) ?? -1) < (lastServed.get(chosen) ?? -1))
        chosen = client;
    }
    if (chosen === undefined) return undefined;
    const tasks = lane.get(chosen)!;
    const task = tasks.shift()!;
    if (tasks.length === 0) lane.delete(chosen);
    unqueue(task);
    lastServed.set(chosen, turn++);
    return task;
  };

  return {
    add(task) {
      const client = clientOf(task);
      const pending =
        Math.max(...task.keys.map((key) => running.get(key) ?? 0)) + waitingFor(client);
      if (pending >= 1 + options.perClientQueue) return 'busy';
      if (waitingCount >= options.maxQueue) return 'saturated';
      const lane = laneOf(task);
      const tasks = lane.get(client) ?? [];
      tasks.push(task);
      lane.set(client, tasks);
      waitingCount++;
      if (task.heavy) heavyWaiting++;
      return 'accepted';
    },
    remove(task) {
      const client = clientOf(task);
      const lane = laneOf(task);
      const tasks = lane.get(client);
      const at = tasks?.indexOf(task) ?? -1;
      if (!tasks || at < 0) return false;
      tasks.splice(at, 1);
      if (tasks.length === 0) lane.delete(client);
      unqueue(task);
      forgetIfIdle(client);
      return true;
    },
    next() {
      const task =
        nextIn(lanes.normal) ??
        (heavyRunning < options.heavyConcurrency ? nextIn(lanes.heavy) : undefined);
      if (!task) return undefined;
      for (const key of task.keys) running.set(key, (running.get(key) ?? 0) + 1);
      runningCount++;
      if (task.heavy) heavyRunning++;
      return task;
    },
    finish(task) {
      for (const key of task.keys) {
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      }
      runningCount--;
      if (task.heavy) heavyRunning--;
      forgetIfIdle(clientOf(task));
    },
    drain() {
      const waiting: T[] = [];
      for (const lane of [lanes.normal, lanes.heavy]) {
        for (const tasks of lane.values()) waiting.push(...tasks);
        lane.clear();
      }
      waitingCount = 0;
      heavyWaiting = 0;
      for (const client of [...lastServed.keys()]) forgetIfIdle(client);
      return waiting;
    },
    load: () => ({ waiting: waitingCount, running: runningCount, heavyWaiting, heavyRunning }),
  };
}
