import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../test-support/pdf-tools';
import { judgeSignatures } from './seal-verdict';
import { sealPdf } from './seal-pdf';
import { MAX_CONTENTS_BYTES } from './signature-dictionary';
import { loadSigningIdentity, type SigningIdentity } from './signing-identity';
import { verifyEverySignature, verifySealedPdf } from './verify-pdf';

let directories: string[] = [];
let ours: SigningIdentity;
/** Another development seal: the same subject (« Clausier — cachet de développement »), another key. */
let lookalike: SigningIdentity;
let plain: Uint8Array;
let sealed: Uint8Array;

const seal = (pdf: Uint8Array, identity: SigningIdentity) =>
  sealPdf(pdf, identity, { reason: 'Contrat signé', name: 'Clausier' });
const judge = async (pdf: Uint8Array) =>
  judgeSignatures(await verifyEverySignature(pdf), ours.certificateSha256);

beforeAll(async () => {
  directories = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'clausier-verdict-'))));
  ours = await loadSigningIdentity({ dataDir: directories[0]! });
  lookalike = await loadSigningIdentity({ dataDir: directories[1]! });
  plain = await samplePdf([['Contrat de cession de droits d’auteur', 'Article 1 - Objet']]);
  sealed = await seal(plain, ours);
});

afterAll(() => Promise.all(directories.map((d) => rm(d, { recursive: true, force: true }))));

describe('judgeSignatures over every signature of a file', () => {
  it('a file sealed by Clausier is intact, and its seal is ours', async () => {
    expect(lookalike.subject).toBe(ours.subject);
    expect(lookalike.certificateSha256).not.toBe(ours.certificateSha256);
    const verdict = await judge(sealed);
    expect(verdict).toMatchObject({ state: 'intact', ours: true });
    expect(verdict.seal?.certificateSha256).toBe(ours.certificateSha256);
  });

  it('a sealed file signed again by a look-alike certificate is modified, not intact', async () => {
    const resigned = await seal(sealed, lookalike);
    // The last signature alone verifies and covers the whole file: that was the trap.
    expect((await verifySealedPdf(resigned)).state).toBe('intact');
    const report = await verifyEverySignature(resigned);
    expect(report.kind === 'checked' && report.checks.length).toBe(2);
    expect(await judge(resigned)).toMatchObject({ state: 'modified', ours: true });
  });

  it('a file changed after the seal, then re-signed by the look-alike, is modified', async () => {
    const changed = Buffer.concat([
      Buffer.from(sealed),
      Buffer.from('\n1 0 obj\n<< /Title (Autre contrat) >>\nendobj\n'),
    ]);
    expect(await judge(changed)).toMatchObject({ state: 'modified', ours: true });
    expect(await judge(await seal(changed, lookalike))).toMatchObject({
      state: 'modified',
      ours: true,
    });
  });

  it('a file signed only by someone else is unknown_seal, never intact', async () => {
    const foreign = await seal(plain, lookalike);
    expect(await judge(foreign)).toMatchObject({ state: 'unknown_seal', ours: false });
  });

  it('an unsigned file is unsigned; a broken signature among several is invalid', async () => {
    expect(await judge(plain)).toMatchObject({ state: 'unsigned', ours: false, seal: null });
    // Corrupt Clausier's signature value (the CMS's last field, before the zero padding), then
    // sign again with the look-alike: the later signature cannot vouch for the earlier one.
    const broken = Buffer.from(sealed);
    const open = broken.indexOf('/Contents <') + '/Contents <'.length;
    const close = broken.indexOf('>', open);
    const hex = broken.subarray(open, close).toString('latin1').replace(/0+$/, '');
    const at = open + hex.length - 6;
    broken[at] = broken[at] === 0x41 ? 0x42 : 0x41;
    expect((await judge(broken)).state).toBe('invalid');
    const resigned = await seal(broken, lookalike);
    expect((await judge(resigned)).state).toBe('invalid');
  });

  it('a seal followed by validation data is intact only while what came after it holds', () => {
    const seal = {
      state: 'intact' as const,
      coversWholeDocument: false,
      validationDataAfter: true as const,
      timestamped: true,
      certificateSha256: ours.certificateSha256,
    };
    const stamp = (state: 'intact' | 'modified') => ({
      state,
      coversWholeDocument: true,
      timestamped: true,
      documentTimestamp: true as const,
      certificateSha256: 'authority',
    });
    const judged = (checks: Parameters<typeof judgeSignatures>[0]) =>
      judgeSignatures(checks, ours.certificateSha256).state;
    expect(judged({ kind: 'checked', checks: [stamp('intact'), seal] })).toBe('intact');
    // A document timestamp whose bytes changed: something after the seal changed.
    expect(judged({ kind: 'checked', checks: [stamp('modified'), seal] })).toBe('modified');
  });

  it('a /Contents larger than 64 KiB is refused before its CMS is read', async () => {
    const hex = '30'.repeat(MAX_CONTENTS_BYTES + 1);
    const head = '%PDF-1.7\n9 0 obj\n<< /Type /Sig /ByteRange [0 ';
    const numbers = (a: number, b: number, c: number) =>
      `${String(a).padStart(10, '0')} ${String(b).padStart(10, '0')} ${String(c).padStart(10, '0')}] /Contents `;
    const contentsAt = head.length + numbers(0, 0, 0).length;
    const tail = ' >>\nendobj\n%%EOF\n';
    const end = contentsAt + hex.length + 2;
    const pdf = `${head}${numbers(contentsAt, end, tail.length)}<${hex}>${tail}`;
    expect(await verifyEverySignature(new Uint8Array(Buffer.from(pdf, 'latin1')))).toEqual({
      kind: 'contents-too-large',
    });
  });
});
