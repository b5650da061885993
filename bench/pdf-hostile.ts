import type { ContractDocument } from '@core/schemas/document';
import { createPdfRenderer } from '@server/render/pdf/pdf-renderer';
import { largestDocument } from './contract';
import { median } from './stats';

/** A hostile body: `e` + 30 combining acutes + U+202E, ~0.94 MB in 25 paragraphs. */
export function hostileDocument(): ContractDocument {
  const unit = 'e' + '\u0301'.repeat(30) + '\u202e ';
  return {
    title: 'Hostile',
    lang: 'fr',
    elements: Array.from({ length: 25 }, (_, i) => ({
      id: `h${i}`,
      type: 'paragraph' as const,
      style: 'ContractBody' as const,
      runs: [{ text: unit.repeat(576) }],
    })),
  };
}

export type HostileResult = {
  /** A normal PDF alone on the warm pool, median ms. */
  alone: number;
  /** The same PDF sent with two hostile ones from two other clients: median and max ms. */
  behindRefused: { median: number; max: number; runs: number; hostileOutcome: string };
  /** Cost bound switched off, deadline only (default 10 s): one run. */
  behindCut: { ms: number; hostileOutcome: string; deadlineMs: number };
};

const outcome = (settled: PromiseSettledResult<unknown>[]) =>
  [
    ...new Set(
      settled.map((s) =>
        s.status === 'fulfilled'
          ? '200'
          : `${(s.reason as { status?: number }).status} ${(s.reason as { code?: string }).code}`,
      ),
    ),
  ].join(', ');

async function normalBehindHostile(renderer: ReturnType<typeof createPdfRenderer>, run: number) {
  const hostile = Promise.allSettled(
    [1, 2].map((i) => renderer.render(hostileDocument(), { client: `ip:hostile-${run}-${i}` })),
  );
  const started = performance.now();
  await renderer.render(largestDocument(), { client: `ip:normal-${run}` });
  const ms = performance.now() - started;
  return { ms, hostile: outcome(await hostile) };
}

/** (b') the wait of a normal PDF while two hostile ones are sent at the same moment. */
export async function benchPdfHostile(options: { runs?: number } = {}): Promise<HostileResult> {
  const runs = options.runs ?? 7;
  const renderer = createPdfRenderer({ threads: 2, engine: 'native' });
  await renderer.warmUp();
  const aloneSamples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await renderer.render(largestDocument(), { client: 'ip:alone' });
    aloneSamples.push(performance.now() - started);
  }
  const samples: number[] = [];
  let hostileOutcome = '';
  for (let i = 0; i < runs; i++) {
    const { ms, hostile } = await normalBehindHostile(renderer, i);
    samples.push(ms);
    hostileOutcome = hostile;
  }
  await renderer.close();

  // Without the cost bound the hostile bodies reach Typst; only the deadline frees the processes.
  const deadlineMs = 10_000;
  const unbounded = createPdfRenderer({
    threads: 2,
    engine: 'native',
    maxLayoutCost: Infinity,
    taskTimeoutMs: deadlineMs,
  });
  await unbounded.warmUp();
  const cut = await normalBehindHostile(unbounded, 0);
  await unbounded.close();

  return {
    alone: median(aloneSamples),
    behindRefused: { median: median(samples), max: Math.max(...samples), runs, hostileOutcome },
    behindCut: { ms: cut.ms, hostileOutcome: cut.hostile, deadlineMs },
  };
}
