import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMaxConnections } from '../config';
import { exited, freePort, startServer } from '../test-support/spawn-server';

/**
 * Against the real server (tsx server/main.ts) and real sockets: a request
 * body that stalls is closed in time, and sockets held open on purpose neither exhaust the
 * server nor keep /api/health from answering.
 */

type Held = { socket: Socket; closedAt: Promise<number>; received: () => string };

/** A socket from `localAddress` that sends `payload` and then nothing more. */
function hold(port: number, payload: string, localAddress = '127.0.0.1'): Promise<Held> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    const closedAt = new Promise<number>((done) => socket.once('close', () => done(Date.now())));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.once('connect', () => {
      socket.write(payload);
      resolve({ socket, closedAt, received: () => received });
    });
    socket.once('error', reject);
  });
}

const STALLED_BODY = [
  'POST /api/feedback HTTP/1.1',
  'Host: localhost',
  // A same-origin browser request, so the origin guard lets it reach the body.
  'Sec-Fetch-Site: same-origin',
  'Content-Type: application/json',
  'Content-Length: 100000',
  '',
  '{"m',
].join('\r\n');

async function health(url: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
  await response.text();
  return { status: response.status, ms: performance.now() - start };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until true or `ms` pass (a loaded machine accepts sockets late). */
async function eventually(check: () => boolean, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await sleep(100);
  }
  return check();
}
const isOpen = (h: Held) => !h.socket.destroyed && h.socket.readyState === 'open';

async function spawn(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'clausier-stall-'));
  const server = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, ...env });
  return {
    server,
    port: Number(new URL(server.url).port),
    stop: async () => {
      server.child.kill('SIGTERM');
      await exited(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('stalled requests are closed in time', () => {
  let s: Awaited<ReturnType<typeof spawn>>;
  beforeAll(async () => {
    s = await spawn({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' });
  }, 40_000);
  afterAll(async () => s?.stop());

  it('closes a body that stops after 3 of 100,000 announced bytes, answering 408', async () => {
    const started = Date.now();
    const held = await hold(s.port, STALLED_BODY);
    const closed = await Promise.race([held.closedAt, sleep(6000).then(() => null)]);
    expect(closed, 'the stalled socket is still open after 6 s').not.toBeNull();
    const elapsed = (closed as number) - started;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(3500);
    expect(held.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);

  it('closes a socket whose headers never end', async () => {
    const started = Date.now();
    const held = await hold(s.port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const closed = await Promise.race([held.closedAt, sleep(6000).then(() => null)]);
    expect(closed, 'the socket with unfinished headers is still open after 6 s').not.toBeNull();
    expect((closed as number) - started).toBeLessThan(3000);
  }, 10_000);

  it('lets a slow but complete request through', async () => {
    const held = await hold(
      s.port,
      'POST /api/preview HTTP/1.1\r\nHost: localhost\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    await sleep(400);
    held.socket.write('}');
    const closed = await Promise.race([held.closedAt, sleep(800).then(() => null)]);
    expect(closed).toBeNull(); // answered, kept alive
    expect(held.received()).toMatch(/^HTTP\/1\.1 (200|400)/);
    held.socket.destroy();
  }, 10_000);
});

describe('sockets held open on purpose', () => {
  let s: Awaited<ReturnType<typeof spawn>>;
  const held: Held[] = [];
  beforeAll(async () => {
    // Long request timeout: only the connection limits are at work here.
    s = await spawn({
      REQUEST_TIMEOUT_MS: '30000',
      MAX_CONNECTIONS: '40',
      MAX_CONNECTIONS_PER_IP: '20',
    });
  }, 40_000);
  afterAll(async () => {
    for (const h of held) h.socket.destroy();
    await s?.stop();
  });

  it('closes at once the sockets of one address beyond its share; others still get answers', async () => {
    const mine = await Promise.all(
      Array.from({ length: 50 }, () => hold(s.port, STALLED_BODY, '127.0.0.2')),
    );
    held.push(...mine);
    await eventually(() => mine.filter(isOpen).length <= 20);
    await sleep(300);
    expect(mine.filter(isOpen).length).toBe(20);
    const answer = await health(s.server.url);
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(1000);
  }, 20_000);

  it('past the total limit, closes the oldest stalled socket so /api/health still answers', async () => {
    // 20 held by 127.0.0.2 already; 3 more addresses × 20 = 80 sockets against a limit of 40.
    const more: Held[] = [];
    for (const address of ['127.0.0.3', '127.0.0.4', '127.0.0.5']) {
      more.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, () => hold(s.port, STALLED_BODY, address)),
        )),
      );
    }
    held.push(...more);
    await eventually(() => held.filter(isOpen).length <= 40);
    expect(held.filter(isOpen).length).toBeLessThanOrEqual(40);
    for (let i = 0; i < 5; i += 1) {
      const answer = await health(s.server.url);
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(1000);
    }
    // The newest stalled sockets are the ones kept: the oldest made room.
    const newest = more.slice(-10);
    expect(newest.every(isOpen)).toBe(true);
  }, 30_000);
});

describe('defaultMaxConnections', () => {
  it('stays below the open-file limit', () => {
    expect(defaultMaxConnections(1024)).toBe(819);
    expect(defaultMaxConnections(20_000)).toBe(10_000);
    expect(defaultMaxConnections(undefined)).toBe(1000);
  });
});
