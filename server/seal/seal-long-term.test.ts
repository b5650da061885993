import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDF } from '@libpdf/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCertificateAuthority,
  type CertificateAuthority,
} from '../test-support/certificate-authority';
import { createCustomApp } from '../test-support/custom-app';
import { documentSecurityStore, hasCommand, samplePdf, tool } from '../test-support/pdf-tools';
import {
  startTimestampAuthority,
  type TimestampAuthority,
} from '../test-support/timestamp-authority';
import { judgeSignatures } from './seal-verdict';
import { sealPdfWithReport, type SealReport } from './seal-pdf';
import { findLastSignature, nameEntry } from './signature-dictionary';
import { loadSigningIdentity, type SigningIdentity } from './signing-identity';
import { verifyEverySignature } from './verify-pdf';

const withOpenssl = await hasCommand('openssl');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pem = (text: string) =>
  new Uint8Array(Buffer.from(text.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64'));

/** Every `%%EOF` of the file: one per revision. */
const revisions = (pdf: Uint8Array) =>
  Buffer.from(pdf).toString('latin1').split('%%EOF').length - 1;

describe.skipIf(!withOpenssl)('a seal certificate from a CA with an OCSP responder', () => {
  let directory: string;
  let ca: CertificateAuthority;
  let tsa: TimestampAuthority;
  let identity: SigningIdentity;
  let plain: Uint8Array;
  let lta: SealReport;
  let bWithData: SealReport;
  const seal = (tsaUrl?: string, who: SigningIdentity = identity, timeout?: number) =>
    sealPdfWithReport(plain, who, {
      reason: 'Contrat signé électroniquement',
      name: 'Clausier',
      tsaUrl,
      revocationTimeoutMs: timeout,
    });
  const file = (name: string, bytes: Uint8Array) => {
    const path = join(directory, name);
    return writeFile(path, bytes).then(() => path);
  };

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'clausier-lt-'));
    [ca, tsa] = await Promise.all([startCertificateAuthority(), startTimestampAuthority()]);
    identity = await loadSigningIdentity({
      p12Path: ca.p12Path,
      p12Password: ca.p12Password,
      dataDir: directory,
    });
    plain = await samplePdf([['Contrat de cession de droits d’auteur', 'Article 1 - Objet']]);
    lta = await seal(tsa.url);
    bWithData = await seal(undefined);
  });

  afterAll(async () => {
    await Promise.all([ca?.close(), tsa?.close()]);
    await rm(directory, { recursive: true, force: true });
  });

  it('with TSA_URL: B-LTA — seal, DSS, then a document timestamp as the last revision', async () => {
    expect(lta).toMatchObject({ level: 'B-LTA', validationData: true, notes: [] });
    // The unsigned file, then the seal, the DSS and the document timestamp: three updates.
    expect(revisions(lta.bytes) - revisions(plain)).toBe(3);
    const last = findLastSignature(lta.bytes);
    if (typeof last === 'string') throw new Error('no signature');
    expect(nameEntry(last, 'Type')).toBe('DocTimeStamp');
    expect(nameEntry(last, 'SubFilter')).toBe('ETSI.RFC3161');
    const [offset1, length1, offset2, length2] = last.byteRange;
    expect([offset1, offset2 + length2]).toEqual([0, lta.bytes.length]);

    // The token stamps the bytes its range covers, as openssl checks it.
    const covered = Buffer.concat([
      lta.bytes.subarray(0, length1),
      lta.bytes.subarray(offset2, offset2 + length2),
    ]);
    const token = last.contents.subarray(0, 2 + 2 + ((last.contents[2]! << 8) | last.contents[3]!));
    await writeFile(join(directory, 'tsa.pem'), tsa.certificatePem);
    const { output } = await tool('openssl', [
      'ts',
      '-verify',
      '-data',
      await file('covered.bin', covered),
      '-in',
      await file('token.der', token),
      '-token_in',
      '-CAfile',
      join(directory, 'tsa.pem'),
    ]);
    expect(output).toContain('Verification: OK');
  });

  it('the DSS holds the chain and the responder’s answer « good », which openssl verifies', async () => {
    const dss = await documentSecurityStore(lta.bytes);
    if (!dss) throw new Error('no DSS');
    const caCertificate = pem(await readFile(ca.caPemPath, 'utf8'));
    const fingerprints = dss.certs.map(sha256);
    expect(fingerprints).toContain(identity.certificateSha256);
    expect(fingerprints).toContain(sha256(caCertificate));
    expect(fingerprints).toContain(sha256(pem(tsa.certificatePem)));
    expect(dss.ocsps).toHaveLength(1);
    // VRI: one entry for the seal's /Contents, one for its signature timestamp.
    expect(dss.vri.length).toBeGreaterThanOrEqual(1);
    const { output } = await tool('openssl', [
      'ocsp',
      '-respin',
      await file('ocsp.der', dss.ocsps[0]!),
      '-issuer',
      ca.caPemPath,
      '-cert',
      ca.sealPemPath,
      '-CAfile',
      ca.caPemPath,
    ]);
    expect(output).toContain('Response verify OK');
    expect(output).toMatch(/seal\.pem: good/);
  });

  it('pdfsig: the seal valid, the document timestamp over the whole file', async () => {
    const { output } = await tool('pdfsig', ['-nocert', await file('lta.pdf', lta.bytes)]);
    const [seal, stamp] = output.split(/Signature #2:/);
    expect(seal).toContain('Signature Type: ETSI.CAdES.detached');
    expect(seal).toContain('Signature Validation: Signature is Valid.');
    // The DSS and the document timestamp come after the seal, as PAdES B-LTA wants them.
    expect(seal).toContain('Not total document signed');
    expect(stamp).toContain('Signer Certificate Common Name: Clausier test TSA');
    expect(stamp).toContain('Total document signed');
  });

  it('the verifier: intact, Clausier’s seal followed by validation data only', async () => {
    const report = await verifyEverySignature(lta.bytes);
    expect(judgeSignatures(report, identity.certificateSha256)).toMatchObject({
      state: 'intact',
      ours: true,
      seal: { validationDataAfter: true, timestamped: true, coversWholeDocument: false },
    });
    if (report.kind !== 'checked') throw new Error(report.kind);
    expect(report.checks[0]).toMatchObject({
      state: 'intact',
      documentTimestamp: true,
      timestamped: true,
      coversWholeDocument: true,
    });
  });

  it('without TSA_URL: a DSS after the seal, no timestamp (B-B: B-LT needs B-T)', async () => {
    expect(bWithData).toMatchObject({ level: 'B-B', validationData: true, notes: [] });
    expect(revisions(bWithData.bytes) - revisions(plain)).toBe(2);
    expect((await documentSecurityStore(bWithData.bytes))?.ocsps).toHaveLength(1);
    const last = findLastSignature(bWithData.bytes);
    if (typeof last === 'string') throw new Error('no signature');
    expect(nameEntry(last, 'SubFilter')).toBe('ETSI.CAdES.detached');
    expect(
      judgeSignatures(await verifyEverySignature(bWithData.bytes), identity.certificateSha256),
    ).toMatchObject({ state: 'intact', seal: { validationDataAfter: true, timestamped: false } });
  });

  it('changes after the DSS are still found: a byte of the DSS, an edit saved incrementally', async () => {
    const judge = async (pdf: Uint8Array) =>
      judgeSignatures(await verifyEverySignature(pdf), identity.certificateSha256).state;
    // A byte of the DSS update (covered by the document timestamp, not by the seal).
    const dssAt = Buffer.from(lta.bytes).indexOf('/Type /DSS');
    expect(dssAt).toBeGreaterThan(0);
    const changed = lta.bytes.slice();
    changed[dssAt + 7] = 0x45; // « /Type /ESS »
    expect(await judge(changed)).toBe('modified');
    // A page edited and saved after the document timestamp.
    const document = await PDF.load(lta.bytes);
    document.getPage(0)!.drawText('ajout', { x: 56, y: 100, size: 12 });
    expect(await judge(await document.save({ incremental: true }))).toBe('modified');
  });
});

describe.skipIf(!withOpenssl)('when the responder does not answer, the seal is still made', () => {
  let directory: string;
  let tsa: TimestampAuthority;
  let plain: Uint8Array;
  const cas: CertificateAuthority[] = [];
  let silent: Server;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'clausier-lt-down-'));
    tsa = await startTimestampAuthority();
    plain = await samplePdf([['Contrat', 'Article 1']]);
    // Accepts connections and never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    await Promise.all([tsa.close(), ...cas.map((ca) => ca.close())]);
    await rm(directory, { recursive: true, force: true });
  });

  const identityOf = async (options: Parameters<typeof startCertificateAuthority>[0]) => {
    const ca = await startCertificateAuthority(options);
    cas.push(ca);
    const identity = await loadSigningIdentity({
      p12Path: ca.p12Path,
      p12Password: ca.p12Password,
      dataDir: directory,
    });
    return { ca, identity };
  };
  const sealWith = (identity: SigningIdentity, timeout?: number) =>
    sealPdfWithReport(plain, identity, {
      reason: 'Contrat signé',
      name: 'Clausier',
      tsaUrl: tsa.url,
      revocationTimeoutMs: timeout,
    });

  it('responder down: B-T, no DSS, the reason in the notes, the seal intact', async () => {
    const { ca, identity } = await identityOf({});
    await ca.stopResponder();
    const report = await sealWith(identity);
    expect(report).toMatchObject({ level: 'B-T', validationData: false });
    expect(report.notes.join('\n')).toContain(ca.ocspUrl);
    expect(await documentSecurityStore(report.bytes)).toBeNull();
    expect(
      judgeSignatures(await verifyEverySignature(report.bytes), identity.certificateSha256),
    ).toMatchObject({ state: 'intact', seal: { coversWholeDocument: true, timestamped: true } });
  });

  it('a responder that never answers costs the timeout only', async () => {
    const { port } = silent.address() as AddressInfo;
    const { identity } = await identityOf({ ocspUrl: `http://127.0.0.1:${port}/ocsp` });
    const started = Date.now();
    const report = await sealWith(identity, 300);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(report).toMatchObject({ level: 'B-T', validationData: false });
    expect(report.notes.join('\n')).toMatch(/timeout|aborted/i);
  });

  it('the document timestamp refused after the DSS: B-LT, said so', async () => {
    const { identity } = await identityOf({});
    // Forwards the seal's timestamp request to the authority, refuses the next one.
    let requests = 0;
    const flaky = createServer((request, response) => {
      requests += 1;
      if (requests > 1) {
        response.writeHead(503).end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void fetch(tsa.url, {
          method: 'POST',
          headers: { 'content-type': 'application/timestamp-query' },
          body: Buffer.concat(chunks),
        })
          .then(async (reply) => {
            response.writeHead(reply.status, { 'content-type': 'application/timestamp-reply' });
            response.end(Buffer.from(await reply.arrayBuffer()));
          })
          .catch(() => response.writeHead(502).end());
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = flaky.address() as AddressInfo;
      const report = await sealPdfWithReport(plain, identity, {
        reason: 'Contrat signé',
        name: 'Clausier',
        tsaUrl: `http://127.0.0.1:${port}/tsr`,
      });
      expect(report).toMatchObject({ level: 'B-LT', validationData: true });
      expect(report.notes.join('\n')).toContain('document timestamp');
      expect((await documentSecurityStore(report.bytes))?.ocsps).toHaveLength(1);
      expect(
        judgeSignatures(await verifyEverySignature(report.bytes), identity.certificateSha256),
      ).toMatchObject({ state: 'intact', seal: { timestamped: true, validationDataAfter: true } });
    } finally {
      await new Promise((resolve) => flaky.close(resolve));
    }
  });

  it('a revoked seal certificate: sealed, without validation data, and said so', async () => {
    const { identity } = await identityOf({ revoked: true });
    const report = await sealWith(identity);
    expect(report).toMatchObject({ level: 'B-T', validationData: false });
    expect(report.notes.join('\n')).toContain('revoked');
  });
});

describe.skipIf(!withOpenssl)('POST /api/verify on a B-LTA seal made by the server', () => {
  it('the sealer seals at B-LTA with SIGNING_P12_PATH and TSA_URL; the route answers intact', async () => {
    const [ca, tsa] = await Promise.all([startCertificateAuthority(), startTimestampAuthority()]);
    const t = await createCustomApp('sqlite', {
      signature: {
        p12Path: ca.p12Path,
        p12Password: ca.p12Password,
        tsaUrl: tsa.url,
        expiryDays: 30,
        reminderDays: 3,
      },
    });
    try {
      const whole = await t.app.sealer.append(
        await samplePdf([['Contrat']]),
        await samplePdf([['Dossier de preuve']]),
      );
      const sealed = await t.app.sealer.seal(whole, 'Contrat signé');
      expect((await documentSecurityStore(sealed))?.ocsps).toHaveLength(1);
      const last = findLastSignature(sealed);
      expect(typeof last !== 'string' && nameEntry(last, 'Type')).toBe('DocTimeStamp');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/verify',
        headers: { 'content-type': 'application/pdf', origin: 'http://localhost:3000' },
        payload: Buffer.from(sealed),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ state: 'intact', ours: true });
    } finally {
      await t.close();
      await Promise.all([ca.close(), tsa.close()]);
    }
  });
});
