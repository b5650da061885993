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

describe('per-task deadline (issue 13 item 1)', () => {
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
