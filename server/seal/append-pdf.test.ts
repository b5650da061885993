import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDF, PdfDict, PdfName, PdfRef, type PdfStream } from '@libpdf/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detachedFiles, pdfsig, pdftotext, samplePdf } from '../test-support/pdf-tools';
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

  it('embeds a file byte for byte, with its description, size, checksum and association, under the seal', async () => {
    const frozen = await samplePdf([['Contrat fige'], ['Signature electronique en attente']]);
    const joined = await appendPdf(
      await samplePdf([['Contrat signe']]),
      await samplePdf([['Dossier de preuve']]),
      [
        {
          name: 'contrat-fige.pdf',
          bytes: frozen,
          description: 'Contrat figé avant signature',
          date: new Date('2026-11-26T09:00:00Z'),
          relationship: 'Source',
        },
      ],
    );
    const identity = await loadSigningIdentity({ dataDir: directory });
    const sealed = await sealPdf(joined, identity, { reason: 'Cachet', name: 'Clausier' });

    const files = await detachedFiles(directory, sealed);
    expect([...files.keys()]).toEqual(['contrat-fige.pdf']);
    expect(Buffer.from(files.get('contrat-fige.pdf')!).equals(Buffer.from(frozen))).toBe(true);

    const document = await PDF.load(sealed);
    const registry = document.context.registry;
    const resolve = registry.resolve.bind(registry);
    const [associated] = document.getCatalog().getArray('AF', resolve)?.toArray() ?? [];
    const spec = associated instanceof PdfRef ? registry.resolve(associated) : associated;
    expect(spec).toBeInstanceOf(PdfDict);
    const fileSpec = spec as PdfDict;
    expect(fileSpec.getName('AFRelationship')?.value).toBe('Source');
    expect(document.getAttachments().get('contrat-fige.pdf')?.description).toBe(
      'Contrat figé avant signature',
    );
    const stream = registry.resolve(fileSpec.getDict('EF', resolve)!.getRef('F')!) as PdfStream;
    const params = stream.getDict('Params', resolve)!;
    expect(params.getNumber('Size')?.value).toBe(frozen.byteLength);
    expect(Buffer.from(params.getString('CheckSum')!.bytes).toString('hex')).toBe(
      createHash('md5').update(frozen).digest('hex'),
    );
    expect(stream.getName('Subtype')).toEqual(PdfName.of('application#2Fpdf'));
    // Compressed: the inner file's own trailer is not in the outer file's bytes, where the
    // verifier's strict reader would meet it.
    expect(Buffer.from(sealed).toString('latin1').match(/%%EOF/g)).toHaveLength(2);

    expect((await verifySealedPdf(sealed)).state).toBe('intact');
    expect(await pdfsig(directory, sealed)).toContain('Signature is Valid');
  });
});
