import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasCommand, pdfsig, samplePdf, tool } from '../test-support/pdf-tools';
import {
  startTimestampAuthority,
  type TimestampAuthority,
} from '../test-support/timestamp-authority';
import { findLastSignature } from './signature-dictionary';
import { sealPdf } from './seal-pdf';
import { loadSigningIdentity, type SigningIdentity } from './signing-identity';
import { verifySealedPdf } from './verify-pdf';

const REASON = 'Contrat signé électroniquement — «\u202fDossier de preuve\u202f» joint\u202f!';
const LINE = 'Article 1 - Objet de la cession';
const withOpenssl = await hasCommand('openssl');

let directory: string;
let identity: SigningIdentity;
let plain: Uint8Array;
let sealed: Uint8Array;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'clausier-seal-'));
  identity = await loadSigningIdentity({ dataDir: directory });
  plain = await samplePdf([['Contrat de cession de droits d’auteur', LINE]]);
  sealed = await sealPdf(plain, identity, {
    reason: REASON,
    name: 'Clausier',
    location: 'Paris (France)',
    contactInfo: 'contact@clausier.fr',
    signingTime: new Date('2025-03-14T09:26:53Z'),
  });
});

afterAll(() => rm(directory, { recursive: true, force: true }));

/** A copy of `pdf` with one byte changed at `offset`. */
const flipped = (pdf: Uint8Array, offset: number) => {
  const copy = pdf.slice();
  copy[offset] = copy[offset]! ^ 0x01;
  return copy;
};
const indexOf = (pdf: Uint8Array, text: string) => Buffer.from(pdf).indexOf(text);

describe('sealPdf', () => {
  it('keeps the original bytes and appends the seal as an incremental update', () => {
    expect(Buffer.from(sealed.subarray(0, plain.length)).equals(Buffer.from(plain))).toBe(true);
    const signature = findLastSignature(sealed);
    expect(signature).toMatchObject({
      byteRange: [0, expect.any(Number), expect.any(Number), expect.any(Number)],
    });
  });

  it('writes a PAdES signature that pdfsig finds valid over the whole document', async () => {
    const report = await pdfsig(directory, sealed);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Signer Certificate Common Name: Clausier — cachet de développement');
    expect(report).toContain('  - Total document signed');
    expect(report).toContain('  - Signature Validation: Signature is Valid.');
  });

  it('is read back by verifySealedPdf: intact, whole, with its reason, name, time and signer', async () => {
    expect(await verifySealedPdf(sealed)).toEqual({
      state: 'intact',
      coversWholeDocument: true,
      reason: REASON,
      name: 'Clausier',
      signedAt: '2025-03-14T09:26:53.000Z',
      signerSubject: 'CN=Clausier — cachet de développement, O=Clausier, C=FR',
      certificateSha256: identity.certificateSha256,
      timestamped: false,
    });
  });

  it('writes parentheses in the reason once (no « \\( » as @libpdf/core alone would)', async () => {
    expect((await verifySealedPdf(sealed)).reason).toBe(REASON);
    const other = await sealPdf(plain, identity, {
      reason: 'Signé (par les deux parties)',
      name: 'Clausier',
    });
    expect((await verifySealedPdf(other)).reason).toBe('Signé (par les deux parties)');
  });
});

describe('a sealed PDF changed afterwards', () => {
  it('one byte of the page text changed: modified, and pdfsig no longer finds it valid', async () => {
    // @libpdf/core writes the line as a hex string: « Article 1 » → « Article 0 ».
    const offset = indexOf(sealed, Buffer.from(LINE).toString('hex').toUpperCase());
    expect(offset).toBeGreaterThan(0);
    const tampered = flipped(sealed, offset + 2 * 'Article '.length + 1);
    expect(await verifySealedPdf(tampered)).toMatchObject({
      state: 'modified',
      coversWholeDocument: true,
    });
    const report = await pdfsig(directory, tampered, 'tampered.pdf');
    expect(report).not.toContain('Signature is Valid');
    expect(report).toContain('Digest Mismatch');
  });

  it('bytes appended after the seal: modified, not the whole document', async () => {
    const appended = new Uint8Array([...sealed, ...Buffer.from('\n% ajout\n')]);
    expect(await verifySealedPdf(appended)).toMatchObject({
      state: 'modified',
      coversWholeDocument: false,
    });
    expect(await pdfsig(directory, appended, 'appended.pdf')).toContain(
      'Not total document signed',
    );
  });

  it('an update appended by a PDF editor (a second incremental save) is not the whole document', async () => {
    const { PDF } = await import('@libpdf/core');
    const document = await PDF.load(sealed);
    document.getPage(0)!.drawText('ajout', { x: 56, y: 100, size: 12 });
    const edited = await document.save({ incremental: true });
    expect((await verifySealedPdf(edited)).state).toBe('modified');
  });

  it('/Contents corrupted (the signature value itself): invalid', async () => {
    const signature = findLastSignature(sealed);
    if (typeof signature === 'string') throw new Error('no signature');
    // Somewhere in the middle of the hex CMS: the certificate or the signature value.
    const offset = signature.byteRange[1] + 1 + 700;
    const corrupted = sealed.slice();
    corrupted[offset] = corrupted[offset] === 0x30 ? 0x31 : 0x30;
    expect((await verifySealedPdf(corrupted)).state).toBe('invalid');
  });

  it('/Contents that is not hexadecimal: invalid, without throwing', async () => {
    const signature = findLastSignature(sealed);
    if (typeof signature === 'string') throw new Error('no signature');
    const corrupted = sealed.slice();
    corrupted.set(Buffer.from('zz'), signature.byteRange[1] + 1);
    expect(await verifySealedPdf(corrupted)).toEqual({
      state: 'invalid',
      coversWholeDocument: false,
      timestamped: false,
    });
  });

  it('/Contents emptied to zeros: invalid', async () => {
    const signature = findLastSignature(sealed);
    if (typeof signature === 'string') throw new Error('no signature');
    const [, length1, offset2] = signature.byteRange;
    const zeroed = sealed.slice();
    zeroed.fill(0x30, length1 + 1, offset2 - 1);
    expect((await verifySealedPdf(zeroed)).state).toBe('invalid');
  });
});

describe('sealPdf with a timestamp authority (TSA_URL)', () => {
  let tsa: TimestampAuthority;
  let stamped: Uint8Array;

  beforeAll(async () => {
    tsa = await startTimestampAuthority();
    stamped = await sealPdf(plain, identity, { reason: REASON, name: 'Clausier', tsaUrl: tsa.url });
  });
  afterAll(() => tsa.close());

  it('embeds a verified RFC 3161 token: timestamped, with the authority’s time', async () => {
    expect(tsa.issued()).toBe(1);
    const result = await verifySealedPdf(stamped);
    expect(result).toMatchObject({ state: 'intact', coversWholeDocument: true, timestamped: true });
    expect(Math.abs(Date.parse(result.timestampedAt!) - Date.now())).toBeLessThan(60_000);
  });

  it('pdfsig still finds the signature valid over the whole document', async () => {
    const report = await pdfsig(directory, stamped, 'stamped.pdf');
    expect(report).toContain('  - Total document signed');
    expect(report).toContain('  - Signature Validation: Signature is Valid.');
  });

  it.skipIf(!withOpenssl)(
    'openssl verifies the token against the signature value and the authority’s certificate',
    async () => {
      const pkijs = await import('pkijs');
      const { createHash } = await import('node:crypto');
      const signature = findLastSignature(stamped);
      if (typeof signature === 'string') throw new Error('no signature');
      const contentInfo = pkijs.ContentInfo.fromBER(Uint8Array.from(signature.contents).buffer);
      const signerInfo = new pkijs.SignedData({ schema: contentInfo.content }).signerInfos[0]!;
      const token = signerInfo.unsignedAttrs!.attributes.find(
        (attribute) => attribute.type === '1.2.840.113549.1.9.16.2.14',
      )!.values[0];
      await writeFile(join(directory, 'token.der'), new Uint8Array(token.toBER(false)));
      await writeFile(join(directory, 'tsa.pem'), tsa.certificatePem);
      const digest = createHash('sha256').update(signerInfo.signature.valueBlock.valueHexView);
      const { output } = await tool('openssl', [
        'ts',
        '-verify',
        '-digest',
        digest.digest('hex'),
        '-token_in',
        '-in',
        join(directory, 'token.der'),
        '-CAfile',
        join(directory, 'tsa.pem'),
      ]);
      expect(output).toContain('Verification: OK');
    },
  );

  it('a timestamp authority that fails makes sealing fail (no seal without its timestamp)', async () => {
    await expect(
      sealPdf(plain, identity, {
        reason: REASON,
        name: 'Clausier',
        tsaUrl: 'http://127.0.0.1:9/tsr',
      }),
    ).rejects.toThrow();
  });
});
