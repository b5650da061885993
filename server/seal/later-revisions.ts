import { readValueAt, type PdfValue } from './pdf-dictionary';

/**
 * Whether what follows a signed revision only adds long-term validation data — the updates a
 * PAdES B-LT or B-LTA seal appends after its signature, which any validator accepts there — and
 * so changes nothing anyone sees. Those updates are:
 *
 * - a DSS (Document Security Store): the catalog gains /DSS, nothing else of it changes; the
 *   certificates, OCSP responses and CRLs are new objects no page refers to;
 * - a document timestamp: the AcroForm's /Fields gains a signature field, invisible (no page lists
 *   it as an annotation, a zero /Rect, no appearance, no action), whose value is a /DocTimeStamp.
 *
 * Every update after `revisionEnd` is read strictly from the bytes, in the form @libpdf/core
 * writes it: its objects one after another, then an xref table that lists exactly them (no
 * object freed, none placed elsewhere), a trailer whose /Prev is the update before and whose
 * /Root and /Info are the signed revision's, `startxref` and `%%EOF`. The signed revision's own
 * objects are read through its xref tables. Anything else — another object redefined, a key
 * added to the catalog, an xref stream, bytes between updates — answers false: unknown changes
 * after a seal are changes. Never throws.
 */
export function onlyValidationDataAfter(pdf: Uint8Array, revisionEnd: number): boolean {
  try {
    return check(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), revisionEnd);
  } catch {
    return false;
  }
}

/** At most this many updates after a seal (Clausier writes two), objects in one, xref sections. */
const LIMITS = { updates: 8, objects: 10_000, sections: 64 };

type Ref = { object: number; generation: number };
type IndirectObject = Ref & { value: PdfValue; stream: boolean; offset: number };
type XrefEntry = Ref & { offset: number; free: boolean };
type XrefSection = { entries: XrefEntry[]; trailer: Map<string, PdfValue>; end: number };

const isWhite = (b: number | undefined) =>
  b === 0 || b === 9 || b === 10 || b === 12 || b === 13 || b === 32;
const isDigit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39;
const isRegular = (b: number | undefined) =>
  b !== undefined && !isWhite(b) && !'()<>[]{}/%'.includes(String.fromCharCode(b));

class Bytes {
  constructor(
    readonly bytes: Buffer,
    readonly limit: number,
  ) {}

  white(at: number): number {
    while (at < this.limit && isWhite(this.bytes[at])) at += 1;
    return at;
  }

  /** The keyword `word` at `at` (not the start of a longer word): its end, or -1. */
  keyword(at: number, word: string): number {
    const end = at + word.length;
    if (end > this.limit || this.bytes.toString('latin1', at, end) !== word) return -1;
    return isRegular(this.bytes[end]) ? -1 : end;
  }

  /** A non-negative integer at `at` (at most 10 digits): its value and end, or null. */
  integer(at: number): { value: number; end: number } | null {
    let end = at;
    while (end < this.limit && isDigit(this.bytes[end]) && end - at <= 10) end += 1;
    if (end === at || end - at > 10 || isRegular(this.bytes[end])) return null;
    return { value: Number(this.bytes.toString('latin1', at, end)), end };
  }
}

const asRef = (value: PdfValue | undefined): Ref | null =>
  value?.kind === 'ref' ? { object: value.object, generation: value.generation } : null;
const asNumber = (value: PdfValue | undefined) =>
  value?.kind === 'number' ? value.value : undefined;
const asName = (value: PdfValue | undefined) => (value?.kind === 'name' ? value.name : undefined);
const sameRef = (a: Ref | null, b: Ref | null) =>
  a !== null && b !== null && a.object === b.object && a.generation === b.generation;

/** Whether two values are the same PDF value (a string's form, hex or literal, aside). */
function same(a: PdfValue | undefined, b: PdfValue | undefined): boolean {
  if (a === undefined || b === undefined || a.kind !== b.kind) return a === b;
  switch (a.kind) {
    case 'name':
      return a.name === (b as typeof a).name;
    case 'number':
      return a.value === (b as typeof a).value;
    case 'keyword':
      return a.word === (b as typeof a).word;
    case 'ref':
      return sameRef(a, b as typeof a);
    case 'string':
      return Buffer.from(a.bytes).equals(Buffer.from((b as typeof a).bytes));
    case 'array': {
      const items = (b as typeof a).items;
      return a.items.length === items.length && a.items.every((item, i) => same(item, items[i]));
    }
    case 'dict':
      return sameEntries(a.entries, (b as typeof a).entries);
  }
}

function sameEntries(a: Map<string, PdfValue>, b: Map<string, PdfValue>, except?: string) {
  const keys = new Set([...a.keys(), ...b.keys()]);
  for (const key of keys) if (key !== except && !same(a.get(key), b.get(key))) return false;
  return true;
}

/** `n g obj <value> [stream … endstream] endobj` at `at`, or null. */
function readObject(reader: Bytes, at: number): (IndirectObject & { end: number }) | null {
  const object = reader.integer(at);
  if (!object) return null;
  const generation = reader.integer(reader.white(object.end));
  if (!generation) return null;
  let position = reader.keyword(reader.white(generation.end), 'obj');
  if (position === -1) return null;
  const read = readValueAt(reader.bytes.subarray(0, reader.limit), position);
  if (!read) return null;
  position = reader.white(read.end);
  let stream = false;
  const afterStream = reader.keyword(position, 'stream');
  if (afterStream !== -1) {
    const length = read.value.kind === 'dict' ? asNumber(read.value.entries.get('Length')) : -1;
    if (length === undefined || !Number.isSafeInteger(length) || length < 0) return null;
    let dataStart = afterStream;
    if (reader.bytes[dataStart] === 13) dataStart += 1;
    if (reader.bytes[dataStart] !== 10) return null;
    dataStart += 1;
    if (dataStart + length > reader.limit) return null;
    position = reader.keyword(reader.white(dataStart + length), 'endstream');
    if (position === -1) return null;
    position = reader.white(position);
    stream = true;
  }
  const end = reader.keyword(position, 'endobj');
  if (end === -1) return null;
  return {
    object: object.value,
    generation: generation.value,
    value: read.value,
    stream,
    offset: at,
    end,
  };
}

/** A classic xref table and its trailer at `at` (the `xref` keyword), or null. */
function readXref(reader: Bytes, at: number): XrefSection | null {
  let position = reader.keyword(at, 'xref');
  if (position === -1) return null;
  const entries: XrefEntry[] = [];
  for (let sections = 0; ; sections += 1) {
    position = reader.white(position);
    const trailer = reader.keyword(position, 'trailer');
    if (trailer !== -1) {
      const read = readValueAt(reader.bytes.subarray(0, reader.limit), trailer);
      if (!read || read.value.kind !== 'dict') return null;
      return { entries, trailer: read.value.entries, end: read.end };
    }
    if (sections === LIMITS.sections) return null;
    const first = reader.integer(position);
    const count = first && reader.integer(reader.white(first.end));
    if (!first || !count || entries.length + count.value > LIMITS.objects) return null;
    position = count.end;
    for (let i = 0; i < count.value; i += 1) {
      const offset = reader.integer(reader.white(position));
      const generation = offset && reader.integer(reader.white(offset.end));
      if (!offset || !generation) return null;
      position = reader.white(generation.end);
      const type = reader.bytes[position];
      if ((type !== 0x6e && type !== 0x66) || isRegular(reader.bytes[position + 1])) return null;
      position += 1;
      entries.push({
        object: first.value + i,
        generation: generation.value,
        offset: offset.value,
        free: type === 0x66,
      });
    }
  }
}

/** The `startxref N %%EOF` that ends the revision at `end` (white space after it allowed): N. */
function startxrefBefore(bytes: Buffer, end: number): number | null {
  const from = Math.max(0, end - 1024);
  const at = bytes.lastIndexOf('startxref', end);
  if (at < from) return null;
  const reader = new Bytes(bytes, end);
  const offset = reader.integer(reader.white(at + 'startxref'.length));
  if (!offset) return null;
  const eof = reader.white(offset.end);
  if (bytes.toString('latin1', eof, eof + 5) !== '%%EOF') return null;
  return reader.white(eof + 5) === end ? offset.value : null;
}

/** The objects of the revision whose last xref table is at `xref`, as its readers see them. */
function revisionObjects(bytes: Buffer, xref: number, end: number) {
  const reader = new Bytes(bytes, end);
  const sections: XrefSection[] = [];
  const seen = new Set<number>();
  for (let at: number | undefined = xref; at !== undefined;) {
    if (seen.has(at) || sections.length === LIMITS.sections || at >= end) return null;
    seen.add(at);
    const section = readXref(reader, at);
    if (!section || section.trailer.has('XRefStm')) return null;
    sections.push(section);
    at = asNumber(section.trailer.get('Prev'));
  }
  return {
    trailer: sections[0]!.trailer,
    get(ref: Ref): PdfValue | null {
      for (const section of sections) {
        const entry = section.entries.find((candidate) => candidate.object === ref.object);
        if (!entry) continue;
        if (entry.free || entry.generation !== ref.generation) return null;
        const object = readObject(reader, entry.offset);
        return object && sameRef(object, ref) && !object.stream ? object.value : null;
      }
      return null;
    },
  };
}

/** One update: its objects, its xref table (offset) and trailer, up to the end of `%%EOF`. */
function readUpdate(reader: Bytes, at: number) {
  const objects: IndirectObject[] = [];
  let position = reader.white(at);
  while (reader.keyword(position, 'xref') === -1) {
    if (objects.length === LIMITS.objects) return null;
    const object = readObject(reader, position);
    if (!object) return null;
    objects.push(object);
    position = reader.white(object.end);
  }
  const xrefOffset = position;
  const xref = readXref(reader, xrefOffset);
  if (!xref) return null;
  position = reader.keyword(reader.white(xref.end), 'startxref');
  const startxref = position === -1 ? null : reader.integer(reader.white(position));
  if (!startxref || startxref.value !== xrefOffset) return null;
  position = reader.white(startxref.end);
  if (reader.bytes.toString('latin1', position, position + 5) !== '%%EOF') return null;
  return { objects, xref, xrefOffset, end: position + 5 };
}

const TRAILER_KEYS = new Set(['Size', 'Root', 'Prev', 'Info', 'ID']);
const FIELD_KEYS = new Set(['FT', 'T', 'V', 'Type', 'Subtype', 'F', 'P', 'Rect']);
const TIMESTAMP_KEYS = new Set(['Type', 'Filter', 'SubFilter', 'ByteRange', 'Contents']);

/** The xref table lists exactly the update's objects, where they are, and frees nothing. */
function xrefMatches(objects: IndirectObject[], entries: XrefEntry[]): boolean {
  const listed = new Map<number, XrefEntry>();
  for (const entry of entries) {
    if (entry.free) {
      if (entry.object !== 0 || entry.generation !== 65535) return false;
      continue;
    }
    if (listed.has(entry.object)) return false;
    listed.set(entry.object, entry);
  }
  const defined = new Set<number>();
  for (const object of objects) {
    const entry = listed.get(object.object);
    if (defined.has(object.object) || !entry) return false;
    if (entry.offset !== object.offset || entry.generation !== object.generation) return false;
    defined.add(object.object);
  }
  return defined.size === listed.size;
}

function check(bytes: Buffer, revisionEnd: number): boolean {
  if (revisionEnd <= 0 || revisionEnd >= bytes.length) return false;
  const sealedXref = startxrefBefore(bytes, revisionEnd);
  if (sealedXref === null) return false;
  const sealed = revisionObjects(bytes, sealedXref, revisionEnd);
  if (!sealed) return false;
  const root = asRef(sealed.trailer.get('Root'));
  const size = asNumber(sealed.trailer.get('Size'));
  if (!root || size === undefined) return false;
  const catalog = sealed.get(root);
  if (catalog?.kind !== 'dict') return false;
  const acroFormRef = asRef(catalog.entries.get('AcroForm'));
  const acroForm = acroFormRef ? sealed.get(acroFormRef) : null;

  const reader = new Bytes(bytes, bytes.length);
  const latest = new Map<number, IndirectObject>();
  const redefined: IndirectObject[] = [];
  let previous = sealedXref;
  let position = revisionEnd;
  let updates = 0;
  while (reader.white(position) < bytes.length) {
    if (++updates > LIMITS.updates) return false;
    const update = readUpdate(reader, position);
    if (!update || !xrefMatches(update.objects, update.xref.entries)) return false;
    const trailer = update.xref.trailer;
    if ([...trailer.keys()].some((key) => !TRAILER_KEYS.has(key))) return false;
    if (!sameRef(asRef(trailer.get('Root')), root)) return false;
    if (!same(trailer.get('Info'), sealed.trailer.get('Info'))) return false;
    if (asNumber(trailer.get('Prev')) !== previous) return false;
    const updateSize = asNumber(trailer.get('Size'));
    if (updateSize === undefined || updateSize < size) return false;
    for (const object of update.objects) {
      if (object.object >= updateSize) return false;
      latest.set(object.object, object);
      if (object.object < size) redefined.push(object);
    }
    previous = update.xrefOffset;
    position = update.end;
  }
  if (updates === 0) return false;

  /** A new object (none of the signed revision's numbers), as the file finally defines it. */
  const added = (value: PdfValue | undefined) => {
    const ref = asRef(value);
    const object = ref && ref.object >= size ? latest.get(ref.object) : undefined;
    return object && object.generation === ref!.generation ? object : undefined;
  };
  const isTimestampField = (value: PdfValue | undefined) => {
    const field = added(value);
    if (!field || field.stream || field.value.kind !== 'dict') return false;
    const entries = field.value.entries;
    if ([...entries.keys()].some((key) => !FIELD_KEYS.has(key))) return false;
    if (asName(entries.get('FT')) !== 'Sig') return false;
    if (entries.has('Type') && asName(entries.get('Type')) !== 'Annot') return false;
    if (entries.has('Subtype') && asName(entries.get('Subtype')) !== 'Widget') return false;
    const rect = entries.get('Rect');
    if (rect?.kind !== 'array' || rect.items.length !== 4) return false;
    if (!rect.items.every((item) => asNumber(item) === 0)) return false;
    const timestamp = added(entries.get('V'));
    if (!timestamp || timestamp.stream || timestamp.value.kind !== 'dict') return false;
    const stamp = timestamp.value.entries;
    if ([...stamp.keys()].some((key) => !TIMESTAMP_KEYS.has(key))) return false;
    return (
      asName(stamp.get('Type')) === 'DocTimeStamp' &&
      asName(stamp.get('SubFilter')) === 'ETSI.RFC3161'
    );
  };

  for (const object of redefined) {
    if (object.stream || object.value.kind !== 'dict') return false;
    const entries = object.value.entries;
    if (sameRef(object, root)) {
      const dss = entries.get('DSS');
      if (dss !== undefined && dss.kind !== 'ref' && dss.kind !== 'dict') return false;
      if (!sameEntries(entries, catalog.entries, 'DSS')) return false;
    } else if (acroFormRef && acroForm?.kind === 'dict' && sameRef(object, acroFormRef)) {
      if (!sameEntries(entries, acroForm.entries, 'Fields')) return false;
      const before = acroForm.entries.get('Fields');
      const after = entries.get('Fields');
      if (before?.kind !== 'array' || after?.kind !== 'array') return false;
      if (!before.items.every((item, i) => same(item, after.items[i]))) return false;
      if (!after.items.slice(before.items.length).every(isTimestampField)) return false;
    } else {
      return false;
    }
  }
  return true;
}
