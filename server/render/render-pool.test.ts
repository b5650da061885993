import { afterAll, describe, expect, it } from 'vitest';
import type { ContractDocument } from '@core/schemas/document';
import { AppError } from '../errors';
import { combinedContractFixture } from './fixtures/combined-contract';
import { createPdfRenderer } from './pdf/pdf-renderer';

/** Dense one-letter words in long paragraphs: ~30 s of Typst when the cost bound is off. */
const hostile = (): ContractDocument => ({
  title: 'Lent',
  lang: 'fr',
  elements: Array.from({ length: 40 }, (_, i) => ({
    id: `p${i}`,
    type: 'paragraph',
    style: 'ContractBody',
    runs: [{ text: `${'a '.repeat(4000)}${i}` }],
  })),
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );
const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('per-task deadline', () => {
  // The cost bound off, so that the document reaches Typst: the deadline alone is tested here.
  const renderer = createPdfRenderer({ threads: 1, taskTimeoutMs: 3000, maxLayoutCost: Infinity });
  afterAll(() => renderer.close());

  it('kills the render process at the deadline (422 in French), replaces it, and the next render succeeds', async () => {
    await renderer.warmUp();
    const [before] = renderer.pids();
    expect(before).toBeGreaterThan(0);
    const started = performance.now();
    const error = await errorOf(renderer.render(hostile()));
    expect(error).toBeInstanceOf(AppError);
    expect(error?.code).toBe('RENDER_TIMEOUT');
    expect(error?.status).toBe(422);
    expect(error?.message).toMatch(/^La mise en page de ce document a pris trop de temps/);
    // Cut at the deadline, not when Typst would have finished (~30 s).
    expect(performance.now() - started).toBeLessThan(6000);
    // The process really is gone (a worker thread could not be stopped inside native code).
    expect(await waitFor(() => !alive(before!), 2000)).toBe(true);
    const { pdf } = await renderer.render(combinedContractFixture());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderer.pids()).toHaveLength(1);
    expect(renderer.pids()).not.toContain(before);
  });
});

describe('fair queue between clients', () => {
  const renderer = createPdfRenderer({ threads: 1, perClientQueue: 2 });
  afterAll(() => renderer.close());

  it('one client gets one render running and two waiting, then 429; another client is served before its queue', async () => {
    await renderer.warmUp();
    const order: string[] = [];
    const track = (name: string, promise: Promise<unknown>) => promise.then(() => order.push(name));
    const a = [1, 2, 3].map((i) =>
      track(`a${i}`, renderer.render(combinedContractFixture(), { client: 'ip:a' })),
    );
    const refused = await errorOf(renderer.render(combinedContractFixture(), { client: 'ip:a' }));
    expect(refused?.code).toBe('RENDER_BUSY');
    expect(refused?.status).toBe(429);
    expect(refused?.message).toContain('Un document est déjà en cours de génération pour vous');
    const b = track('b1', renderer.render(combinedContractFixture(), { client: 'ip:b' }));
    await Promise.all([...a, b]);
    // a1 was running when b1 came; b1 then passes a2 and a3, which were queued before it.
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('a client gone before its turn leaves the queue', async () => {
    const controller = new AbortController();
    const first = renderer.render(combinedContractFixture(), { client: 'ip:c' });
    const second = errorOf(
      renderer.render(combinedContractFixture(), { client: 'ip:c', signal: controller.signal }),
    );
    controller.abort();
    expect((await second)?.status).toBe(503);
    await first;
    // The slot is free again: three more are accepted.
    await Promise.all(
      [1, 2, 3].map(() => renderer.render(combinedContractFixture(), { client: 'ip:c' })),
    );
  });
});

describe('one render per key: an anonymous identity and its address', () => {
  const renderer = createPdfRenderer({ threads: 2 });
  afterAll(() => renderer.close());

  it('a second identity from the same address waits for the first, another address does not', async () => {
    await renderer.warmUp();
    const first = renderer.render(combinedContractFixture(), { client: ['ip:x', 'anon:1'] });
    const sameAddress = renderer.render(combinedContractFixture(), {
      client: ['ip:x', 'anon:2'],
    });
    const sameIdentity = renderer.render(combinedContractFixture(), {
      client: ['ip:y', 'anon:1'],
    });
    // Two processes are free, yet only the first of the three may run: the other two share a key.
    expect(renderer.load()).toMatchObject({ running: 1, waiting: 2 });
    const elsewhere = renderer.render(combinedContractFixture(), { client: ['ip:z', 'anon:3'] });
    expect(renderer.load()).toMatchObject({ running: 2, waiting: 2 });
    await Promise.all([first, sameAddress, sameIdentity, elsewhere]);
    expect(renderer.load()).toMatchObject({ running: 0, waiting: 0 });
  });
});

/** 5,000 short paragraphs: accepted (under every bound), about 2 s of layout. */
const heavy = (who: string): ContractDocument => ({
  title: `Lourd ${who}`,
  lang: 'fr',
  elements: Array.from({ length: 5000 }, (_, i) => ({
    id: `h${i}`,
    type: 'paragraph',
    style: 'ContractBody',
    runs: [{ text: `Paragraphe ${i} de ${who}.` }],
  })),
});

describe('heavy documents in a lane of their own (real pool, real Typst)', () => {
  const renderer = createPdfRenderer({ threads: 2 });
  afterAll(() => renderer.close());

  it('a normal contract is laid out while three accounts keep heavy documents rendering', async () => {
    await renderer.warmUp();
    const finished: string[] = [];
    const heavyMs: number[] = [];
    const heavies = ['a', 'b', 'c'].map((who) =>
      renderer.render(heavy(who), { client: `user:${who}` }).then((result) => {
        finished.push(`lourd-${who}`);
        heavyMs.push(result.ms);
      }),
    );
    // One heavy document at a time: the second process stays free for everyone else.
    expect(renderer.load()).toMatchObject({ running: 1, heavyRunning: 1, heavyWaiting: 2 });
    const started = performance.now();
    await renderer.render(combinedContractFixture(), { client: 'user:normal' });
    const normalMs = performance.now() - started;
    finished.push('normal');
    await Promise.all(heavies);
    // The structure, whatever the machine's load: the normal contract waited for no heavy one.
    expect(finished[0]).toBe('normal');
    // And the time, loosely: under a second on a quiet machine, under one heavy layout on a
    // loaded one (both slow down together there; waiting behind one would take longer).
    expect(normalMs).toBeLessThan(Math.max(1000, Math.min(...heavyMs)));
  }, 120_000);
});
