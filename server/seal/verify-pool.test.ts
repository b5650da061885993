import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../test-support/pdf-tools';
import { sealPdf } from './seal-pdf';
import { loadSigningIdentity } from './signing-identity';
import { createVerifyPool, type VerifyPool } from './verify-pool';

const hanging = {
  filename: new URL('./fixtures/hanging-verify-child.mjs', import.meta.url).href,
  execArgv: [],
};
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let directory: string;
let sealed: Uint8Array;
const pools: VerifyPool[] = [];
const pool = (options: Parameters<typeof createVerifyPool>[0]) => {
  const created = createVerifyPool(options);
  pools.push(created);
  return created;
};

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'clausier-verify-pool-'));
  const identity = await loadSigningIdentity({ dataDir: directory });
  sealed = await sealPdf(await samplePdf([['Contrat']]), identity, {
    reason: 'Contrat signé',
    name: 'Clausier',
  });
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await rm(directory, { recursive: true, force: true });
});

describe('createVerifyPool', () => {
  it('verifies in child processes, never more than two at once', async () => {
    const verifier = pool({});
    const seen = new Set<number>();
    const sample = setInterval(() => {
      expect(verifier.pids().length).toBeLessThanOrEqual(2);
      for (const pid of verifier.pids()) seen.add(pid);
    }, 5);
    const reports = await Promise.all(Array.from({ length: 5 }, () => verifier.verify(sealed)));
    clearInterval(sample);
    for (const report of reports) {
      expect(report.kind).toBe('checked');
      expect(report.kind === 'checked' && report.checks[0]?.state).toBe('intact');
    }
    expect(seen.size).toBeGreaterThan(0);
    expect(seen.size).toBeLessThanOrEqual(2);
    expect(seen.has(process.pid)).toBe(false);
  }, 30_000);

  it('kills a verification past its deadline (422 VERIFY_TIMEOUT) and frees its process', async () => {
    const verifier = pool({ entry: hanging, size: 1, timeoutMs: 300 });
    const pending = verifier.verify(sealed);
    await expect(pending).rejects.toMatchObject({ code: 'VERIFY_TIMEOUT', status: 422 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(verifier.pids()).toEqual([]);
  });

  it('refuses a file with 503 VERIFY_BUSY once the queue is full', async () => {
    const verifier = pool({ entry: hanging, size: 1, timeoutMs: 2_000, maxQueue: 1 });
    const first = verifier.verify(sealed).catch((error: unknown) => error);
    const second = verifier.verify(sealed).catch((error: unknown) => error);
    await expect(verifier.verify(sealed)).rejects.toMatchObject({
      code: 'VERIFY_BUSY',
      status: 503,
    });
    const pids = verifier.pids();
    await verifier.close();
    // Closing the pool refuses what runs and what waits.
    for (const settled of [await first, await second]) {
      expect(['VERIFY_FAILED', 'VERIFY_BUSY']).toContain((settled as { code: string }).code);
    }
    for (const pid of pids) expect(isAlive(pid)).toBe(false);
  });
});
