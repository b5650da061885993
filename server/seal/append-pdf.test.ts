import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDF } from '@libpdf/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfsig, pdftotext, samplePdf } from '../test-support/pdf-tools';
import { appendPdf } from './append-pdf';
import { sealPdf } from './seal-pdf';
import { loadSigningIdentity } from './signing-identity';
import { verifySealedPdf } from './verify-pdf';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'clausier-append-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('appendPdf', () => {
  it('puts the appendix’s pages after the main document’s, text included', async () => {
    const main = await samplePdf([['Contrat page 1'], ['Contrat page 2']]);
    const appendix = await samplePdf([['Dossier de preuve'], ['Journal des evenements']]);
    const joined = await appendPdf(main, appendix);
    expect((await PDF.load(joined)).getPageCount()).toBe(4);
    const text = await pdftotext(directory, joined);
    const order = [
      'Contrat page 1',
      'Contrat page 2',
      'Dossier de preuve',
      'Journal des evenements',
    ];
    const positions = order.map((line) => text.indexOf(line));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('gives a document that seals like any other', async () => {
    const joined = await appendPdf(
      await samplePdf([['Contrat']]),
      await samplePdf([['Dossier de preuve']]),
    );
    const identity = await loadSigningIdentity({ dataDir: directory });
    const sealed = await sealPdf(joined, identity, { reason: 'Cachet', name: 'Clausier' });
    expect((await verifySealedPdf(sealed)).state).toBe('intact');
    expect(await pdfsig(directory, sealed)).toContain('Signature is Valid');
  });
});
