import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../test-support/pdf-tools';
import { verifySealedPdf } from './verify-pdf';

const unsigned = { state: 'unsigned', coversWholeDocument: false, timestamped: false };
const invalid = { state: 'invalid', coversWholeDocument: false, timestamped: false };
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** A sealed-looking PDF tail: a signature dictionary with the given ByteRange and Contents. */
const withSignature = (body: string, byteRange: string, contents: string) =>
  bytes(
    `%PDF-1.7\n${body}\n9 0 obj\n<< /Type /Sig /ByteRange ${byteRange} /Contents ${contents} >>\nendobj\n%%EOF\n`,
  );

describe('verifySealedPdf on documents without a seal', () => {
  it('an unsigned PDF is unsigned', async () => {
    expect(await verifySealedPdf(await samplePdf([['Contrat']]))).toEqual(unsigned);
  });

  it('an empty file, text, and random bytes are unsigned, without throwing', async () => {
    expect(await verifySealedPdf(new Uint8Array())).toEqual(unsigned);
    expect(await verifySealedPdf(bytes('Bonjour, ceci n’est pas un PDF.'))).toEqual(unsigned);
    expect(await verifySealedPdf(new Uint8Array(randomBytes(100_000)))).toEqual(unsigned);
  });

  it('20 MB of junk is answered quickly', async () => {
    const junk = new Uint8Array(20 * 1024 * 1024);
    junk.set(randomBytes(1024 * 1024), 5 * 1024 * 1024);
    const started = Date.now();
    expect(await verifySealedPdf(junk)).toEqual(unsigned);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('20 MB of junk ending with a /ByteRange key is invalid, quickly', async () => {
    const junk = new Uint8Array(20 * 1024 * 1024).fill(0x3c); // '<<<<…': many dictionary starts
    junk.set(bytes('/ByteRange [0 1 2 3] /Contents <00>'), junk.length - 64);
    const started = Date.now();
    expect(await verifySealedPdf(junk)).toEqual(invalid);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('verifySealedPdf on malformed signature dictionaries', () => {
  it('a ByteRange that is not four counts is invalid', async () => {
    expect(await verifySealedPdf(withSignature('', '[0 1 2]', '<00>'))).toEqual(invalid);
    expect(await verifySealedPdf(withSignature('', '[0 -1 2 3]', '<00>'))).toEqual(invalid);
    expect(await verifySealedPdf(withSignature('', '[0 1e9 2 3]', '<00>'))).toEqual(invalid);
  });

  it('a ByteRange whose gap is not exactly /Contents (bytes left unsigned) is invalid', async () => {
    const pdf = withSignature('', '[0 10 20 30]', '<3000>');
    expect(await verifySealedPdf(pdf)).toEqual(invalid);
  });

  it('a ByteRange pointing past the end of the file is modified (bytes cut off)', async () => {
    const head = '%PDF-1.7\n\n9 0 obj\n<< /Type /Sig /ByteRange [0 ';
    // Fixed-width numbers, so the offsets can be computed before the text is complete.
    const contentsAt = head.length + '0000000000 0000000000 9999999999] /Contents '.length;
    const contents = '<3000>';
    const text = `${head}${String(contentsAt).padStart(10, '0')} ${String(contentsAt + contents.length).padStart(10, '0')} 9999999999] /Contents ${contents} >>\n`;
    expect((await verifySealedPdf(bytes(text))).state).toBe('modified');
  });

  it('a /Contents that is not a CMS is invalid', async () => {
    const head = '%PDF-1.7\n\n9 0 obj\n<< /Type /Sig /ByteRange [0 ';
    const contentsAt = head.length + '0000000000 0000000000 0000000000] /Contents '.length;
    const contents = '<3082FFFF00>';
    const tail = ' >>\nendobj\n';
    const after = contentsAt + contents.length;
    const total = after + tail.length;
    const pad = (n: number) => String(n).padStart(10, '0');
    const text = `${head}${pad(contentsAt)} ${pad(after)} ${pad(total - after)}] /Contents ${contents}${tail}`;
    expect(text.length).toBe(total);
    expect(await verifySealedPdf(bytes(text))).toEqual(invalid);
  });

  it('deeply nested or unterminated dictionaries are invalid, without throwing', async () => {
    const deep = `${'<< /A '.repeat(5_000)}/ByteRange [0 1 2 3]`;
    expect(await verifySealedPdf(bytes(deep))).toEqual(invalid);
    expect(await verifySealedPdf(bytes('<< /ByteRange [0 1 2 3] /Contents <00'))).toEqual(invalid);
    expect(await verifySealedPdf(bytes('<< /ByteRange [0 1 2 3] /Reason (((('))).toEqual(invalid);
  });
});
