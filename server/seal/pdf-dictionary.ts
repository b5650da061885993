/**
 * A small reader of one PDF dictionary object, for the seal check: it reads the signature
 * dictionary straight from the bytes, without loading the document, so that a hostile file
 * costs at most a bounded scan (limits below) and a parsing library's leniency cannot change
 * what is checked. Only what a signature dictionary holds is understood: names, strings,
 * numbers, arrays, nested dictionaries, references, booleans and null.
 */
export type PdfValue =
  | { kind: 'name'; name: string }
  /** `start`/`end`: the string's bytes in the file, delimiters included. */
  | { kind: 'string'; bytes: Uint8Array; hex: boolean; start: number; end: number }
  | { kind: 'number'; value: number }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'ref'; object: number; generation: number }
  | { kind: 'keyword'; word: string };

export type PdfDictionary = { entries: Map<string, PdfValue>; start: number; end: number };

const LIMITS = { bytes: 4 * 1024 * 1024, depth: 16, values: 20_000 };

const isWhite = (b: number) => b === 0 || b === 9 || b === 10 || b === 12 || b === 13 || b === 32;
const isDelimiter = (b: number) =>
  b === 0x28 ||
  b === 0x29 ||
  b === 0x3c ||
  b === 0x3e ||
  b === 0x5b ||
  b === 0x5d ||
  b === 0x7b ||
  b === 0x7d ||
  b === 0x2f ||
  b === 0x25;
const isRegular = (b: number) => !isWhite(b) && !isDelimiter(b);
const hexValue = (b: number) =>
  b >= 0x30 && b <= 0x39
    ? b - 0x30
    : b >= 0x41 && b <= 0x46
      ? b - 0x37
      : b >= 0x61 && b <= 0x66
        ? b - 0x57
        : -1;

class Unreadable extends Error {}

/** A cursor over `bytes` that never goes past `limit`. */
class Reader {
  position: number;
  values = 0;
  constructor(
    readonly bytes: Uint8Array,
    start: number,
    readonly limit: number,
  ) {
    this.position = start;
  }

  peek(offset = 0): number {
    const at = this.position + offset;
    if (at >= this.limit) throw new Unreadable('end of input');
    return this.bytes[at]!;
  }

  skipSpace() {
    for (;;) {
      const b = this.peek();
      if (isWhite(b)) this.position += 1;
      else if (b === 0x25) {
        while (this.peek() !== 10 && this.peek() !== 13) this.position += 1;
      } else return;
    }
  }

  word(): string {
    const start = this.position;
    while (this.position < this.limit && isRegular(this.bytes[this.position]!)) {
      this.position += 1;
      if (this.position - start > 255) throw new Unreadable('token too long');
    }
    return String.fromCharCode(...this.bytes.subarray(start, this.position));
  }

  name(): string {
    this.position += 1; // '/'
    const raw = this.word();
    return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }

  literalString(): Uint8Array {
    const out: number[] = [];
    let depth = 0;
    this.position += 1; // '('
    for (;;) {
      const b = this.peek();
      this.position += 1;
      if (b === 0x29 && depth === 0) return Uint8Array.from(out);
      if (b === 0x28) depth += 1;
      if (b === 0x29) depth -= 1;
      if (b === 13) {
        if (this.peek() === 10) this.position += 1;
        out.push(10);
      } else if (b !== 0x5c) out.push(b);
      else this.escape(out);
    }
  }

  private escape(out: number[]) {
    const b = this.peek();
    this.position += 1;
    const simple: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };
    if (simple[b] !== undefined) out.push(simple[b]);
    else if (b >= 0x30 && b <= 0x37) {
      let code = b - 0x30;
      for (let i = 0; i < 2 && this.peek() >= 0x30 && this.peek() <= 0x37; i += 1) {
        code = code * 8 + (this.peek() - 0x30);
        this.position += 1;
      }
      out.push(code & 0xff);
    } else if (b === 13) {
      if (this.peek() === 10) this.position += 1; // line continuation
    } else if (b !== 10) out.push(b);
  }

  hexString(): Uint8Array {
    this.position += 1; // '<'
    const out: number[] = [];
    let high = -1;
    for (;;) {
      const b = this.peek();
      this.position += 1;
      if (b === 0x3e) break;
      if (isWhite(b)) continue;
      const value = hexValue(b);
      if (value === -1) throw new Unreadable('not a hex digit');
      if (high === -1) high = value;
      else {
        out.push(high * 16 + value);
        high = -1;
      }
    }
    if (high !== -1) out.push(high * 16);
    return Uint8Array.from(out);
  }
}

function readValue(reader: Reader, depth: number): PdfValue {
  if (depth > LIMITS.depth || (reader.values += 1) > LIMITS.values) {
    throw new Unreadable('too deep or too long');
  }
  reader.skipSpace();
  const b = reader.peek();
  const start = reader.position;
  if (b === 0x2f) return { kind: 'name', name: reader.name() };
  if (b === 0x28) {
    const bytes = reader.literalString();
    return { kind: 'string', bytes, hex: false, start, end: reader.position };
  }
  if (b === 0x3c && reader.peek(1) === 0x3c) {
    return { kind: 'dict', entries: readEntries(reader, depth + 1) };
  }
  if (b === 0x3c) {
    const bytes = reader.hexString();
    return { kind: 'string', bytes, hex: true, start, end: reader.position };
  }
  if (b === 0x5b) {
    reader.position += 1;
    const items: PdfValue[] = [];
    for (reader.skipSpace(); reader.peek() !== 0x5d; reader.skipSpace()) {
      items.push(readValue(reader, depth + 1));
    }
    reader.position += 1;
    return { kind: 'array', items: foldReferences(items) };
  }
  const word = reader.word();
  if (word === '') throw new Unreadable(`unexpected byte ${b}`);
  const number = Number(word);
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(number)) {
    return { kind: 'number', value: number };
  }
  return { kind: 'keyword', word };
}

/** `1 0 R` is read as three values; this folds them into one reference. */
function foldReferences(items: PdfValue[]): PdfValue[] {
  const folded: PdfValue[] = [];
  for (const item of items) {
    const [object, generation] = folded.slice(-2);
    if (
      item.kind === 'keyword' &&
      item.word === 'R' &&
      object?.kind === 'number' &&
      generation?.kind === 'number'
    ) {
      folded.splice(-2, 2, { kind: 'ref', object: object.value, generation: generation.value });
    } else folded.push(item);
  }
  return folded;
}

function readEntries(reader: Reader, depth: number): Map<string, PdfValue> {
  reader.position += 2; // '<<'
  const flat: PdfValue[] = [];
  for (
    reader.skipSpace();
    !(reader.peek() === 0x3e && reader.peek(1) === 0x3e);
    reader.skipSpace()
  ) {
    flat.push(readValue(reader, depth));
  }
  reader.position += 2;
  const items = foldReferences(flat);
  const entries = new Map<string, PdfValue>();
  for (let i = 0; i + 1 < items.length; i += 2) {
    const key = items[i]!;
    if (key.kind !== 'name') throw new Unreadable('dictionary key is not a name');
    entries.set(key.name, items[i + 1]!);
  }
  if (items.length % 2 !== 0) throw new Unreadable('dictionary key without a value');
  return entries;
}

/**
 * The dictionary that starts at `start` (its `<<`), or null when the bytes there are not one
 * within the limits (4 MiB, 16 levels, 20,000 values).
 */
export function readDictionaryAt(bytes: Uint8Array, start: number): PdfDictionary | null {
  const reader = new Reader(bytes, start, Math.min(bytes.length, start + LIMITS.bytes));
  try {
    if (reader.peek() !== 0x3c || reader.peek(1) !== 0x3c) return null;
    const entries = readEntries(reader, 0);
    return { entries, start, end: reader.position };
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

/**
 * The value that starts at `start` (after any white space), and where it ends; null when the
 * bytes there are not one within the limits. Top-level numbers stay numbers: `12 0 R` is read
 * as a reference only inside an array or a dictionary.
 */
export function readValueAt(
  bytes: Uint8Array,
  start: number,
): { value: PdfValue; end: number } | null {
  const reader = new Reader(bytes, start, Math.min(bytes.length, start + LIMITS.bytes));
  try {
    const value = readValue(reader, 0);
    return { value, end: reader.position };
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}
