import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuPerPdfRow, type PdfHttpResult } from './pdf-http';

const concurrent = (
  cpuPerPdf: PdfHttpResult['concurrent']['cpuPerPdf'],
): PdfHttpResult['concurrent'] => ({
  clients: 10,
  p50: 170,
  p99: 250,
  perSecond: 55,
  pdfs: 450,
  cpuPerPdf,
  ceilingPerSecond: cpuPerPdf
    ? (availableParallelism() * 1000) /
      (cpuPerPdf.server + cpuPerPdf.render + cpuPerPdf.loadGenerator)
    : null,
});

describe('the CPU row of the ten clients’ run', () => {
  it('prints each process’s CPU per PDF and the ceiling, without a verdict', () => {
    const row = cpuPerPdfRow(concurrent({ server: 7.5, render: 22, loadGenerator: 4.5 }));
    expect(row.value).toBe(
      `7.50 ms / 22.0 ms / 4.50 ms → ${((availableParallelism() * 1000) / 34).toFixed(0)} PDF/s`,
    );
    expect(row.measure).toContain(`${availableParallelism()} cœurs`);
    expect(row.ok).toBeNull();
  });

  it('says when the machine gives no reading', () => {
    expect(cpuPerPdfRow(concurrent(null))).toMatchObject({
      value: 'illisible (sans /proc)',
      ok: null,
    });
  });
});
