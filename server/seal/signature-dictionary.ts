import { readDictionaryAt, type PdfDictionary, type PdfValue } from './pdf-dictionary';

/** The last signature dictionary of a file, as far as its bytes say. */
export type FoundSignature = {
  dictionary: PdfDictionary;
  /** [offset1, length1, offset2, length2]. */
  byteRange: [number, number, number, number];
  /** The DER bytes of /Contents (the CMS, zero-padded). */
  contents: Uint8Array;
};

const encode = (text: string) => new TextEncoder().encode(text);
const BYTE_RANGE = encode('/ByteRange');
/** How far before /ByteRange the dictionary's `<<` is looked for, and how many `<<` are tried. */
const SEARCH = { window: 1024 * 1024, candidates: 16, keys: 32 };

const isDelimiterOrWhite = (b: number | undefined) =>
  b === undefined || ' \t\r\n\f\0()<>[]{}/%'.includes(String.fromCharCode(b));

/** The offset of the last `/ByteRange` key (not `/ByteRangeX`), or -1. */
function lastByteRangeKey(bytes: Buffer, before = bytes.length): number {
  let from = before;
  for (let tries = 0; tries < SEARCH.keys; tries += 1) {
    const at = bytes.lastIndexOf(BYTE_RANGE, from);
    if (at === -1) return -1;
    if (isDelimiterOrWhite(bytes[at + BYTE_RANGE.length])) return at;
    from = at - 1;
    if (from < 0) return -1;
  }
  return -1;
}

/**
 * The innermost dictionary holding the key at `keyOffset`: the `<<` before it are tried from the
 * nearest, and the first dictionary read from one that spans the key and lists /ByteRange wins.
 */
function enclosingDictionary(bytes: Buffer, keyOffset: number): PdfDictionary | null {
  const floor = Math.max(0, keyOffset - SEARCH.window);
  let from = keyOffset;
  for (let tries = 0; tries < SEARCH.candidates; tries += 1) {
    const at = bytes.lastIndexOf('<<', from);
    if (at < floor || at === -1) return null;
    const dictionary = readDictionaryAt(bytes, at);
    if (dictionary && dictionary.end > keyOffset && dictionary.entries.has('ByteRange')) {
      return dictionary;
    }
    from = at - 1;
    if (from < 0) return null;
  }
  return null;
}

const isCount = (value: PdfValue | undefined): value is { kind: 'number'; value: number } =>
  value?.kind === 'number' && Number.isSafeInteger(value.value) && value.value >= 0;

/** Signatures read from one file at most: a contract sealed once carries one. */
export const MAX_SIGNATURES = 8;
/**
 * The largest /Contents accepted, decoded (a CMS with a certificate chain and a timestamp token
 * is a few kilobytes): a larger one is refused before its ASN.1 is parsed.
 */
export const MAX_CONTENTS_BYTES = 64 * 1024;

function signatureAround(bytes: Buffer, keyOffset: number): FoundSignature | 'malformed' {
  const dictionary = enclosingDictionary(bytes, keyOffset);
  if (!dictionary) return 'malformed';
  const range = dictionary.entries.get('ByteRange');
  const contents = dictionary.entries.get('Contents');
  if (range?.kind !== 'array' || range.items.length !== 4 || !range.items.every(isCount)) {
    return 'malformed';
  }
  if (contents?.kind !== 'string' || !contents.hex) return 'malformed';
  const [offset1, length1, offset2, length2] = range.items.map((item) => item.value) as [
    number,
    number,
    number,
    number,
  ];
  if (offset1 + length1 !== contents.start || offset2 !== contents.end) return 'malformed';
  if (offset2 + length2 < offset2) return 'malformed';
  return { dictionary, byteRange: [offset1, length1, offset2, length2], contents: contents.bytes };
}

/**
 * Every signature dictionary of the file, last first: `'none'` without any /ByteRange key,
 * `'malformed'` when one of them is unreadable (see findLastSignature) or there are more than
 * MAX_SIGNATURES, `'contents-too-large'` when a /Contents exceeds MAX_CONTENTS_BYTES. Every
 * signature is returned, not only the last: a file sealed by Clausier, changed, then signed
 * again by anyone must be judged by Clausier's seal, which no longer covers it.
 */
export function findSignatures(
  pdf: Uint8Array,
): FoundSignature[] | 'none' | 'malformed' | 'contents-too-large' {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const found: FoundSignature[] = [];
  let from = bytes.length;
  for (;;) {
    const keyOffset = lastByteRangeKey(bytes, from);
    if (keyOffset === -1) break;
    if (found.length === MAX_SIGNATURES) return 'malformed';
    const signature = signatureAround(bytes, keyOffset);
    if (signature === 'malformed') return 'malformed';
    if (signature.contents.length > MAX_CONTENTS_BYTES) return 'contents-too-large';
    found.push(signature);
    from = signature.dictionary.start - 1;
    if (from < 0) break;
  }
  return found.length === 0 ? 'none' : found;
}

/**
 * The last signature dictionary: `'none` when the file has no /ByteRange at all (unsigned),
 * `'malformed'` when it has one but no readable dictionary around it, or a ByteRange whose gap
 * is not exactly this dictionary's /Contents hex string — a range that left out anything else
 * would leave bytes unsigned.
 */
export function findLastSignature(pdf: Uint8Array): FoundSignature | 'none' | 'malformed' {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const keyOffset = lastByteRangeKey(bytes);
  if (keyOffset === -1) return 'none';
  return signatureAround(bytes, keyOffset);
}

/** A text entry of the dictionary (/Reason, /Name, /M …) as its raw bytes, if it is a string. */
export function stringEntry(signature: FoundSignature, key: string): Uint8Array | undefined {
  const value = signature.dictionary.entries.get(key);
  return value?.kind === 'string' ? value.bytes : undefined;
}

export function nameEntry(signature: FoundSignature, key: string): string | undefined {
  const value = signature.dictionary.entries.get(key);
  return value?.kind === 'name' ? value.name : undefined;
}
