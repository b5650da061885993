import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinedContractFixture } from '../render/fixtures/combined-contract';
import {
  startCertificateAuthority,
  type CertificateAuthority,
} from '../test-support/certificate-authority';
import { createCustomApp } from '../test-support/custom-app';
import {
  detachedFiles,
  documentSecurityStore,
  hasCommand,
  samplePdf,
  tool,
} from '../test-support/pdf-tools';
import {
  startTimestampAuthority,
  type TimestampAuthority,
} from '../test-support/timestamp-authority';
import { findLastSignature, nameEntry } from './signature-dictionary';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const withOpenssl = await hasCommand('openssl');

/**
 * The whole path of a real contract (slow project: the Typst render pool starts): rendered,
 * its dossier appended, sealed by the server at B-LTA, then checked by pdfsig and POST
 * /api/verify. The updates after the seal are read by the verifier's strict reader, so this is
 * where a change in what @libpdf/core writes for a real document would show.
 */
describe.skipIf(!withOpenssl)('a rendered contract sealed at B-LTA', () => {
  let ca: CertificateAuthority;
  let tsa: TimestampAuthority;
  let directory: string;
  let t: Awaited<ReturnType<typeof createCustomApp>>;

  beforeAll(async () => {
    [ca, tsa] = await Promise.all([startCertificateAuthority(), startTimestampAuthority()]);
    directory = await mkdtemp(join(tmpdir(), 'clausier-lt-contract-'));
    t = await createCustomApp('sqlite', {
      signature: {
        p12Path: ca.p12Path,
        p12Password: ca.p12Password,
        tsaUrl: tsa.url,
        expiryDays: 30,
        reminderDays: 3,
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([ca?.close(), tsa?.close()]);
    await rm(directory, { recursive: true, force: true });
  });

  it('carries the DSS and ends with a document timestamp; pdfsig and /api/verify agree', async () => {
    const { pdf: contract } = await t.app.pdfRenderer.render(combinedContractFixture());
    // With the frozen PDF embedded, as at completion: the DSS update then rewrites a catalog that
    // holds /Names and /AF, which the verifier's strict reader must still accept.
    const frozen = await samplePdf([['Contrat fige']]);
    const whole = await t.app.sealer.append(contract, await samplePdf([['Dossier de preuve']]), [
      {
        name: 'contrat-fige.pdf',
        bytes: frozen,
        description: 'Contrat figé',
        date: new Date(),
        relationship: 'Source',
      },
    ]);
    const sealed = await t.app.sealer.seal(whole, 'Contrat signé');
    expect((await documentSecurityStore(sealed))?.ocsps).toHaveLength(1);
    const last = findLastSignature(sealed);
    expect(typeof last !== 'string' && nameEntry(last, 'Type')).toBe('DocTimeStamp');

    const path = join(directory, 'contrat.pdf');
    await writeFile(path, sealed);
    const { output } = await tool('pdfsig', ['-nocert', path]);
    expect(output).toContain('Signature Validation: Signature is Valid.');
    expect(output.split('Signature #2:')[1]).toContain('Total document signed');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { 'content-type': 'application/pdf', origin: 'http://localhost:3000' },
      payload: Buffer.from(sealed),
    });
    expect(response.json()).toMatchObject({ state: 'intact', ours: true });
    const files = await detachedFiles(directory, sealed);
    expect(Buffer.from(files.get('contrat-fige.pdf')!).equals(Buffer.from(frozen))).toBe(true);
  });
});
