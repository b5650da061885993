import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractDocument } from '@core/schemas/document';
import {
  MAX_LAYOUT_COST,
  estimateLayoutCost,
  normaliseDocument,
  prepareForLayout,
} from '../limits';
import { loadPdfAssets } from './assets';
import { createNativeEngine } from './typst-engine';
import type { TypstEngine } from './typst-engine';

/**
 * The cost bound holds against the real compiler: for each pattern that makes Typst slow, the
 * largest document the estimate accepts is laid out, and its CPU time stays within a few times
 * the budget (≈ 3 s). Before the bound, the body took 30 s. CPU time, not wall time, so
 * a loaded machine does not make the test flaky.
 */
let engine: TypstEngine;
beforeAll(() => {
  engine = createNativeEngine(loadPdfAssets());
});

const paragraphs = (count: number, text: (i: number) => string): ContractDocument => ({
  title: 'Coût',
  lang: 'fr',
  elements: Array.from({ length: count }, (_, i) => {
    const t = text(i);
    const runs = [];
    for (let j = 0; j < t.length; j += 19_000) runs.push({ text: t.slice(j, j + 19_000) });
    return { id: `p${i}`, type: 'paragraph' as const, style: 'ContractBody' as const, runs };
  }),
});

/** The most paragraphs of this text the bound accepts (at most 1,000). */
function largestAccepted(text: (i: number) => string): ContractDocument {
  let count = 1;
  while (
    count < 1000 &&
    estimateLayoutCost(normaliseDocument(paragraphs(count + 1, text))).cost <= MAX_LAYOUT_COST
  )
    count++;
  return prepareForLayout(paragraphs(count, text));
}

const cpuMsOf = (doc: ContractDocument) => {
  const before = process.cpuUsage();
  const pdf = engine.compile(JSON.stringify(doc));
  const used = process.cpuUsage(before);
  expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  return (used.user + used.system) / 1000;
};

describe('documents just under the layout cost bound lay out in bounded time', () => {
  it.each([
    ['one-letter words, 4,000 per paragraph', (i: number) => `${'a '.repeat(2000)}${i}`],
    ['uncomposable accents (x + U+0301)', (i: number) => `${'x\u0301 '.repeat(600)}${i}`],
    [
      'the issue’s pattern once normalised',
      (i: number) => `${('e' + '\u0301'.repeat(30) + '\u202e ').repeat(60)}${i}`,
    ],
  ])('%s', (_name, text) => {
    const doc = largestAccepted(text);
    const ms = cpuMsOf(doc);
    console.log(
      `${_name}: ${doc.elements.length} paragraphs, estimated ${(estimateLayoutCost(doc).cost / 1000).toFixed(0)} ms, laid out in ${ms.toFixed(0)} ms CPU`,
    );
    expect(ms).toBeLessThan((3 * MAX_LAYOUT_COST) / 1000);
  });
});
