import type { ContractDocument, ContractElement, Run } from '@core/schemas/document';
import { findUnprintable, unprintableDocumentMessage } from '@core/document/unprintable-document';
import { AppError } from '../errors';

/**
 * Size limit of a rendered document, decided by measurement (bench/README.md): Typst lays out
 * 10,000 short lines (164 pages) in ~0.4 s and 60,000 (984 pages) in ~1.2 s of a worker, and a
 * 1 MiB body of one-character lines would be ~330,000 lines. A contract longer than ~330 pages
 * is not a contract: it is refused with 413 before any layout, never truncated.
 */
export const MAX_RENDER_LINES = 20_000;

/** Characters on one 10 pt line of the A4 text width (180 mm) — a deliberate over-estimate. */
const CHARS_PER_LINE = 110;

/** Estimated printed lines: each hard line break starts a line, long lines wrap. O(characters). */
export function estimateLines(doc: ContractDocument): number {
  let lines = 0;
  for (const el of doc.elements) {
    if (el.type === 'spacer') {
      lines += 1;
      continue;
    }
    // Characters since the last hard break; the breaks are found by indexOf, not a loop over
    // every character (this runs on the event loop for every PDF).
    let current = 0;
    for (const run of el.runs) {
      const text = run.text;
      let from = 0;
      for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', from)) {
        lines += Math.max(1, Math.ceil((current + at - from) / CHARS_PER_LINE));
        current = 0;
        from = at + 1;
      }
      current += text.length - from;
    }
    lines += Math.max(1, Math.ceil(current / CHARS_PER_LINE));
  }
  return lines;
}

/**
 * Throws UNPRINTABLE_CHARACTERS (422), naming the characters and the article that holds the
 * first, when the PDF would print some of the text as empty boxes (core/document/printable.ts):
 * the wizard refuses such answers and the editor warns as they are typed, but a document sent to
 * the API is only checked here.
 */
export function assertPrintable(doc: ContractDocument): void {
  const found = findUnprintable(doc.elements);
  if (found)
    throw new AppError('UNPRINTABLE_CHARACTERS', {
      message: unprintableDocumentMessage(found, ', puis réessayez.'),
    });
}

/** Throws DOCUMENT_TOO_LARGE (413) when the document is beyond what we lay out. */
export function assertRenderable(doc: ContractDocument, maxLines = MAX_RENDER_LINES): void {
  if (estimateLines(doc) > maxLines) throw new AppError('DOCUMENT_TOO_LARGE');
}

// ---------------------------------------------------------------------------------------------
// Layout cost. Lines are not what makes Typst slow: a 0.94 MB body of
// `e` + 30 combining acutes + U+202E took 30 s of one worker. Measured (CPU time of one
// compile, bench/README.md "Layout cost"): Typst's paragraph layout grows faster than linearly
// with the text between two hard breaks, the more so the more break opportunities it holds
// (« a a a … »: 4,000 characters 143 ms, 16,000 characters 1.5 s); and every combining mark
// that does not compose into a precomposed glyph (x + U+0301, é + U+0301) costs ~0.25 ms. So the
// text is first normalised (what carries no meaning in a French contract is dropped, what has
// a canonical composed form is composed), then its remaining cost is estimated and bounded.
// ---------------------------------------------------------------------------------------------

/** Combining marks kept after one base character, once composed (NFC): real scripts need ≤ 2. */
export const MAX_MARKS_PER_BASE = 2;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). A French
 * contract has no right-to-left text to embed, and an override makes the printed text read
 * differently from the stored one (a spoofing device), so they are removed. LRM/RLM stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const MARK = /^\p{M}$/u;

// A 64 KiB table of the BMP, built once: testing \p{M} by regex on each character costs ~70 ms
// on a hostile 1 MB body, the table lookup ~3 ms (O(n), no backtracking). MARK_UNIT: a combining
// mark; CHANGING_UNIT: not a mark, but what normaliseLayoutText may change or drop — a bidi
// control, a character NFC maps to another (U+2126 Ω, U+2000…), a Hangul jamo (which composes
// with what precedes it), a surrogate (astral text goes the long way). Every other character is
// left as it is whatever surrounds it: the only non-mark characters that NFC composes onto a
// preceding one are jamo (and one astral vowel), checked in limits.test.ts.
const MARK_UNIT = 1;
const CHANGING_UNIT = 2;
let bmpUnits: Uint8Array | null = null;
function unitsTable(): Uint8Array {
  if (!bmpUnits) {
    bmpUnits = new Uint8Array(0x10000);
    for (let c = 0x300; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) {
        bmpUnits[c] = CHANGING_UNIT;
        continue;
      }
      const char = String.fromCharCode(c);
      if (MARK.test(char)) bmpUnits[c] = MARK_UNIT;
      else if (
        (c >= 0x1100 && c <= 0x11ff) ||
        (c >= 0x202a && c <= 0x202e) ||
        (c >= 0x2066 && c <= 0x2069) ||
        char.normalize('NFC') !== char
      )
        bmpUnits[c] = CHANGING_UNIT;
    }
  }
  return bmpUnits;
}

/** Is the code point at i a combining mark (the astral ones by regex: rare). */
const astralMarkAt = (text: string, i: number): boolean => {
  const point = text.codePointAt(i)!;
  return point > 0xffff && MARK.test(String.fromCodePoint(point));
};

/** Keeps at most MAX_MARKS_PER_BASE consecutive combining marks; returns the text itself when none is dropped. */
function capMarks(text: string): string {
  const table = unitsTable();
  const parts: string[] = [];
  let kept = 0;
  let run = 0;
  let dropFrom = -1;
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    const highSurrogate = code >= 0xd800 && code <= 0xdbff;
    const width = highSurrogate && text.codePointAt(i)! > 0xffff ? 2 : 1;
    const mark = highSurrogate ? astralMarkAt(text, i) : table[code] === MARK_UNIT;
    if (mark) {
      if (++run === MAX_MARKS_PER_BASE + 1) dropFrom = i;
    } else {
      if (dropFrom >= 0) {
        parts.push(text.slice(kept, dropFrom));
        kept = i;
        dropFrom = -1;
      }
      run = 0;
    }
    i += width;
  }
  if (kept === 0 && dropFrom < 0) return text;
  parts.push(dropFrom >= 0 ? text.slice(kept, dropFrom) : text.slice(kept));
  return parts.join('');
}

/** One text as it is laid out: bidi controls removed, composed (NFC), marks per base capped. */
export function normaliseLayoutText(text: string): string {
  // Text without a mark or a changing character is its own normal form: the common French case
  // (’, «, U+202F are above U+0300 but change nothing), one table lookup per character.
  const table = unitsTable();
  let plain = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x300 && table[code] !== 0) {
      plain = false;
      break;
    }
  }
  if (plain) return text;
  return capMarks(text.replace(BIDI_CONTROLS, '').normalize('NFC'));
}

/** Combining marks in a text (after normalisation, what is left to shape). */
export function countMarks(text: string): number {
  const table = unitsTable();
  let marks = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x300) continue;
    if (code >= 0xd800 && code <= 0xdbff) {
      if (astralMarkAt(text, i)) {
        marks++;
        i++;
      }
    } else if (table[code] === MARK_UNIT) marks++;
  }
  return marks;
}

/** The run itself when its text is already normal (no copy). */
const normaliseRun = (run: Run): Run => {
  const text = normaliseLayoutText(run.text);
  return text === run.text ? run : { ...run, text };
};
const normaliseElement = (el: ContractElement): ContractElement => {
  if (el.type !== 'paragraph') return el;
  const runs = el.runs.map(normaliseRun);
  return runs.every((run, i) => run === el.runs[i]) ? el : { ...el, runs };
};

/**
 * The document both renderers receive: every text normalised, nothing else changed. The document
 * itself when no text changes (no copy of an ordinary contract).
 */
export function normaliseDocument(doc: ContractDocument): ContractDocument {
  const title = normaliseLayoutText(doc.title);
  const elements = doc.elements.map(normaliseElement);
  if (title === doc.title && elements.every((el, i) => el === doc.elements[i])) return doc;
  return { ...doc, title, elements };
}

/**
 * Cost model, in estimated microseconds of Typst CPU (calibrated on the development machine,
 * deliberately pessimistic: prose is over-estimated 2–5×, the worst patterns ~1–1.5×).
 * Per stretch of text between hard breaks with n characters and b break opportunities:
 * 5·n + k·n², k growing with the density of breaks; plus a fixed price per combining mark.
 */
export const LAYOUT_COST = {
  perChar: 5,
  /** k for the densest text (one-letter words: b/n = 0.5). */
  quadratic: 8e-3,
  /** Prose (b/n ≈ 0.15) pays this share of k at least. */
  minQuadraticShare: 0.25,
  perMark: 250,
} as const;

/** The whole document may cost this much (≈ 3 s of one worker; 100 pages of ordinary prose ≈ 2.1 M). */
export const MAX_LAYOUT_COST = 3_000_000;
/** Longest stretch without a hard break: 20,000 characters is ~7 pages of one paragraph. */
export const MAX_SEGMENT_CHARS = 20_000;

/** Break opportunities the line breaker weighs: spaces that may break, and the zero-width one. */
function isBreak(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0x09 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b && code !== 0x2007) ||
    code === 0x205f ||
    code === 0x3000
  );
}

function segmentCost(chars: number, breaks: number): number {
  if (chars === 0) return 0;
  const share = Math.min(1, Math.max(LAYOUT_COST.minQuadraticShare, (2 * breaks) / chars));
  return LAYOUT_COST.perChar * chars + LAYOUT_COST.quadratic * share * chars * chars;
}

export type LayoutCost = {
  /** Estimated microseconds of layout. */
  cost: number;
  /** Longest stretch between hard breaks, and the paragraph (1-based) that holds it. */
  longestSegment: number;
  longestParagraph: number;
  marks: number;
};

/** O(characters): walks every paragraph once, counting segments, breaks and marks in one pass. */
export function estimateLayoutCost(doc: ContractDocument): LayoutCost {
  const table = unitsTable();
  let cost = segmentCost(doc.title.length, 0);
  let longestSegment = 0;
  let longestParagraph = 0;
  let marks = 0;
  const elements = doc.elements;
  for (let index = 0; index < elements.length; index++) {
    const el = elements[index]!;
    if (el.type !== 'paragraph') continue;
    let chars = 0;
    let breaks = 0;
    for (const run of el.runs) {
      const text = run.text;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code === 10) {
          // A hard break closes the stretch.
          cost += segmentCost(chars, breaks);
          if (chars > longestSegment) {
            longestSegment = chars;
            longestParagraph = index + 1;
          }
          chars = 0;
          breaks = 0;
          continue;
        }
        chars++;
        if (code < 0x300) {
          if (code === 0x20 || code === 0x09) breaks++;
          continue;
        }
        if (isBreak(code)) breaks++;
        else if (code >= 0xd800 && code <= 0xdbff) {
          // Both units of an astral mark count as characters, the mark once.
          if (astralMarkAt(text, i)) marks++;
        } else if (table[code] === MARK_UNIT) marks++;
      }
    }
    cost += segmentCost(chars, breaks);
    if (chars > longestSegment) {
      longestSegment = chars;
      longestParagraph = index + 1;
    }
  }
  cost += marks * LAYOUT_COST.perMark;
  return { cost, longestSegment, longestParagraph, marks };
}

const thousands = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, '\u202f');

/**
 * Refuses, before any layout, a (normalised) document whose layout would hold a worker too
 * long: 422 DOCUMENT_TOO_COMPLEX, naming the paragraph when one stretch is too long.
 */
export function assertLayoutable(doc: ContractDocument, maxCost = MAX_LAYOUT_COST): LayoutCost {
  const estimate = estimateLayoutCost(doc);
  if (estimate.longestSegment > MAX_SEGMENT_CHARS) {
    throw new AppError('DOCUMENT_TOO_COMPLEX', {
      message: `Le paragraphe n°\u00a0${estimate.longestParagraph} compte plus de ${thousands(MAX_SEGMENT_CHARS)} caractères sans retour à la ligne\u00a0: coupez-le en plusieurs paragraphes puis réessayez.`,
    });
  }
  if (estimate.cost > maxCost) throw new AppError('DOCUMENT_TOO_COMPLEX');
  return estimate;
}

/**
 * What a render process does before laying a document out. `maxCost` = Infinity switches the
 * cost bound off (tests and the bench use it to show what the deadline alone does).
 */
export function prepareForLayout(
  doc: ContractDocument,
  maxCost = MAX_LAYOUT_COST,
): ContractDocument {
  assertRenderable(doc);
  const normalised = normaliseDocument(doc);
  if (maxCost !== Infinity) assertLayoutable(normalised, maxCost);
  return normalised;
}
