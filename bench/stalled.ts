/**
 * (f) /api/health under stalled sockets. The real app (bench/serve-app.ts,
 * default connection settings) is attacked by 4 processes holding 5,000 sockets each — 20,000
 * in all — that send the headers of a 100,000-byte POST and then 3 bytes. Meanwhile a health check opens a NEW connection every 100 ms
 * (as a load balancer does) and times `GET /api/health` (5 s timeout = failure).
 * Two attacks: from one address (the per-address cap answers), and spread over 100 addresses,
 * 200 sockets each (below that cap: the total cap and its eviction of the oldest stalled socket
 * answer). A socket the server closes is reopened after 5 s, so the attack keeps up its count
 * as far as the server lets it. Each process has its own open-file limit (ulimit -n), hence several attackers.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startChildServer } from './child-server';
import { percentile } from './stats';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ATTACKERS = 4;
const PER_ATTACKER = 5_000;
const RAMP_MS = 15_000;
const MEASURE_MS = 15_000;

type AttackStats = { open: number; opened: number; closed: number; failed: number };
export type HealthSample = { p50: number; p99: number; max: number; ok: number; failed: number };
export type StalledScenario = {
  name: string;
  addresses: number;
  attempted: number;
  /** Sockets the attackers saw open (connected, not yet closed by the server), mean over the window. */
  heldMean: number;
  heldMax: number;
  /** Sockets the server's connection guard held, mean and max over the window. */
  serverHeldMean: number;
  serverHeldMax: number;
  /** Closed at once for their address (beyond its cap) / evicted as the oldest waiting, in the window. */
  refusedPerIp: number;
  evicted: number;
  closedByServer: number;
  health: HealthSample;
  serverRssMb: number;
  /** 1-minute load average at the end of the window (the machine's other work shows here). */
  load: number;
};
export type StalledResult =
  | { openFileLimit: number | null; baseline: HealthSample; scenarios: StalledScenario[] }
  | { error: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openFileLimit(pid: number | string = 'self'): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    return Number(line?.split(/\s{2,}/)[1]) || null;
  } catch {
    return null;
  }
}

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** One health check on a fresh connection: its duration, or null after 5 s or an error. */
function healthOnce(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      { host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 5_000 },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode === 200 ? performance.now() - started : null));
      },
    );
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(null));
    req.end();
  });
}

async function healthDuring(
  port: number,
  durationMs: number,
  onTick?: () => void,
): Promise<HealthSample> {
  const pending: Promise<number | null>[] = [];
  const end = Date.now() + durationMs;
  let tick = 0;
  while (Date.now() < end) {
    pending.push(healthOnce(port));
    if (++tick % 10 === 0) onTick?.();
    await sleep(100);
  }
  const results = await Promise.all(pending);
  const times = results.filter((r): r is number => r !== null);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    ok: times.length,
    failed: results.length - times.length,
  };
}

type GuardCounters = { open: number; refusedPerIp: number; evicted: number };
function guardCounters(output: string): GuardCounters {
  const last = [...output.matchAll(/CONNECTIONS (\d+) (\d+) (\d+)/g)].at(-1);
  return {
    open: Number(last?.[1] ?? 0),
    refusedPerIp: Number(last?.[2] ?? 0),
    evicted: Number(last?.[3] ?? 0),
  };
}

async function attack(
  port: number,
  serverPid: number,
  serverOutput: () => string,
  name: string,
  addressesOf: (attacker: number) => string[],
): Promise<StalledScenario> {
  const stats = new Map<number, AttackStats>();
  const children = Array.from({ length: ATTACKERS }, (_, i) => {
    const child = fork(`${ROOT}bench/stalled-attacker.ts`, {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        PORT: String(port),
        COUNT: String(PER_ATTACKER),
        ADDRESSES: addressesOf(i).join(','),
        RECONNECT_MS: '5000',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (message) => stats.set(i, message as AttackStats));
    return child;
  });
  const total = () =>
    [...stats.values()].reduce(
      (sum, s) => ({
        open: sum.open + s.open,
        opened: sum.opened + s.opened,
        closed: sum.closed + s.closed,
        failed: sum.failed + s.failed,
      }),
      { open: 0, opened: 0, closed: 0, failed: 0 },
    );
  const rampEnd = Date.now() + RAMP_MS;
  while (Date.now() < rampEnd && total().opened + total().failed < ATTACKERS * PER_ATTACKER)
    await sleep(250);
  await sleep(2_000);
  const held: number[] = [];
  const serverHeld: number[] = [];
  const rss: number[] = [];
  const closedBefore = total().closed;
  const guardBefore = guardCounters(serverOutput());
  const health = await healthDuring(port, MEASURE_MS, () => {
    held.push(total().open);
    serverHeld.push(guardCounters(serverOutput()).open);
    rss.push(rssMb(serverPid));
  });
  const closedByServer = total().closed - closedBefore;
  const guardAfter = guardCounters(serverOutput());
  for (const child of children) child.kill('SIGTERM');
  await sleep(3_000); // the server sees the sockets close
  const addresses = new Set(Array.from({ length: ATTACKERS }, (_, i) => addressesOf(i)).flat())
    .size;
  return {
    name,
    addresses,
    attempted: ATTACKERS * PER_ATTACKER,
    heldMean: held.reduce((a, b) => a + b, 0) / Math.max(1, held.length),
    heldMax: Math.max(...held),
    serverHeldMean: serverHeld.reduce((a, b) => a + b, 0) / Math.max(1, serverHeld.length),
    serverHeldMax: Math.max(...serverHeld),
    refusedPerIp: guardAfter.refusedPerIp - guardBefore.refusedPerIp,
    evicted: guardAfter.evicted - guardBefore.evicted,
    closedByServer,
    health,
    serverRssMb: Math.max(...rss),
    load: loadavg()[0] ?? 0,
  };
}

export async function benchStalled(): Promise<StalledResult> {
  let server;
  try {
    server = await startChildServer('bench/serve-app.ts', { BENCH_REPORT_CONNECTIONS: '1' });
  } catch (error) {
    return { error: String(error) };
  }
  try {
    const port = Number(new URL(server.url).port);
    const baseline = await healthDuring(port, 5_000);
    const oneAddress = await attack(port, server.pid, server.output, 'une adresse', () => [
      '127.0.0.2',
    ]);
    // 100 addresses 127.0.1.1–100, 25 per attacker: 200 sockets per address.
    const spread = await attack(port, server.pid, server.output, '100 adresses', (i) =>
      Array.from({ length: 25 }, (_, k) => `127.0.1.${i * 25 + k + 1}`),
    );
    return { openFileLimit: openFileLimit(server.pid), baseline, scenarios: [oneAddress, spread] };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchStalled().then(
    (result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
