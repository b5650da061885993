import { describe, expect, it } from 'vitest';
import type { ContractDocument } from '@core/schemas/document';
import { AppError } from '../errors';
import {
  MAX_LAYOUT_COST,
  MAX_RENDER_LINES,
  assertRenderable,
  countMarks,
  estimateLayoutCost,
  estimateLines,
  normaliseDocument,
  normaliseLayoutText,
  prepareForLayout,
} from './limits';
import { combinedContractFixture } from './fixtures/combined-contract';

const oneParagraph = (text: string): ContractDocument => ({
  title: 't',
  lang: 'fr',
  elements: [{ id: 'a', type: 'paragraph', style: 'ContractBody', runs: [{ text }] }],
});

describe('render size limit', () => {
  it('counts hard breaks and wrapped lines', () => {
    expect(estimateLines(oneParagraph('a\nb\nc'))).toBe(3);
    expect(estimateLines(oneParagraph('x'.repeat(2500)))).toBe(23);
    expect(estimateLines(oneParagraph(''))).toBe(1);
    // A stretch between two hard breaks runs on across the paragraph's runs.
    const runs: ContractDocument = {
      ...oneParagraph(''),
      elements: [
        {
          id: 'a',
          type: 'paragraph',
          style: 'ContractBody',
          runs: [{ text: 'x'.repeat(100) }, { text: `${'y'.repeat(20)}\n\nz` }, { text: 'z\n' }],
        },
      ],
    };
    expect(estimateLines(runs)).toBe(2 + 1 + 1 + 1);
  });

  it('accepts a real contract and a 2,500-character paragraph', () => {
    expect(() => assertRenderable(combinedContractFixture())).not.toThrow();
    expect(() => assertRenderable(oneParagraph('é'.repeat(2500)))).not.toThrow();
  });

  it('refuses 60,000 short lines with DOCUMENT_TOO_LARGE (413)', () => {
    const doc = oneParagraph(Array.from({ length: 60_000 }, (_, i) => `l${i}`).join('\n'));
    expect(estimateLines(doc)).toBe(60_000);
    expect(() => assertRenderable(doc)).toThrow(AppError);
    try {
      assertRenderable(doc);
    } catch (error) {
      expect((error as AppError).code).toBe('DOCUMENT_TOO_LARGE');
      expect((error as AppError).status).toBe(413);
    }
    expect(() => assertRenderable(oneParagraph('l\n'.repeat(MAX_RENDER_LINES - 1)))).not.toThrow();
  });
});

const paragraphs = (texts: string[]): ContractDocument => ({
  title: 't',
  lang: 'fr',
  elements: texts.map((text, i) => ({
    id: `p${i}`,
    type: 'paragraph',
    style: 'ContractBody',
    runs: [{ text }],
  })),
});
/** A hostile body: `e` + 30 combining acutes + a right-to-left override, ~0.94 MB. */
const HOSTILE_UNIT = 'e' + '\u0301'.repeat(30) + '\u202e ';
const hostileBody = () => paragraphs(Array.from({ length: 25 }, () => HOSTILE_UNIT.repeat(576)));
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError
      ? { code: error.code, status: error.status, message: error.message }
      : { code: String(error) };
  }
  return null;
};

describe('text normalised for layout', () => {
  it('removes bidi embeddings, overrides and isolates, keeps LRM/RLM', () => {
    expect(normaliseLayoutText('a\u202eb\u202ac\u202dd\u2066e\u2069f\u200eg\u200fh')).toBe(
      'abcdef\u200eg\u200fh',
    );
  });

  it('composes what has a composed form (NFC) and keeps at most 2 marks per base', () => {
    expect(normaliseLayoutText('e\u0301te\u0301')).toBe('été');
    expect(normaliseLayoutText('e' + '\u0301'.repeat(30))).toBe('é\u0301\u0301');
    expect(normaliseLayoutText('x\u0301\u0302\u0303q\u0301')).toBe('x\u0301\u0302q\u0301');
    // Marks separated by a (removed) override do not add up beyond the cap either.
    expect(normaliseLayoutText(HOSTILE_UNIT)).toBe('é\u0301\u0301 ');
    // Astral combining marks (musical symbols) count as marks.
    expect(normaliseLayoutText('a\u{1D167}\u{1D168}\u{1D169}')).toBe('a\u{1D167}\u{1D168}');
  });

  it('leaves ordinary French text as it is (the same string, no copy)', () => {
    const text = 'L’Auteur cède à titre exclusif « l’œuvre » ; Besançon, le 21 novembre\u00a02026.';
    expect(normaliseLayoutText(text)).toBe(text);
    const plain = 'abc '.repeat(1000);
    expect(normaliseLayoutText(plain)).toBe(plain);
  });

  it('normalises every run and the title, nothing else', () => {
    const doc = normaliseDocument({ ...paragraphs(['e\u0301\u202e']), title: 'Ti\u202etre' });
    expect(doc.title).toBe('Titre');
    expect(doc.elements[0]).toEqual({
      id: 'p0',
      type: 'paragraph',
      style: 'ContractBody',
      runs: [{ text: 'é' }],
    });
  });

  it('countMarks counts what is left to shape', () => {
    expect(countMarks('é\u0301\u0301 x\u0301')).toBe(3);
    expect(countMarks('été')).toBe(0);
    expect(countMarks('a\u{1D167}\u{1D168}b\u{1F600}')).toBe(2);
  });

  it('returns the document itself when no text changes (its JSON is laid out as received)', () => {
    const doc = combinedContractFixture();
    expect(normaliseDocument(doc)).toBe(doc);
    const changed = { ...doc, title: 'Ti\u202etre' };
    expect(normaliseDocument(changed)).not.toBe(changed);
    expect(normaliseDocument(changed).elements[1]).toBe(doc.elements[1]);
  });

  // The short cut for text that holds no mark and no changing character rests on this: NFC only
  // composes a mark, a Hangul jamo or one astral vowel onto what precedes it.
  it('every BMP character, alone or beside others, normalises as the full normalisation does', () => {
    const full = (text: string) =>
      text
        .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
        .normalize('NFC')
        .replace(/(\p{M}{2})\p{M}+/gu, '$1');
    const differ: string[] = [];
    for (let c = 0x300; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const char = String.fromCharCode(c);
      for (const text of [char, `e${char}`, `${char}\u0301`, `\u1100${char}`, `a${char}b`])
        if (normaliseLayoutText(text) !== full(text)) differ.push(c.toString(16));
    }
    expect(differ).toEqual([]);
    const seconds = new Set<number>();
    for (let point = 0; point <= 0x10ffff; point++) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      for (const part of [...String.fromCodePoint(point).normalize('NFD')].slice(1))
        seconds.add(part.codePointAt(0)!);
    }
    const unexpected = [...seconds].filter(
      (point) =>
        !/^\p{M}$/u.test(String.fromCodePoint(point)) &&
        !(point >= 0x1100 && point <= 0x11ff) &&
        point <= 0xffff,
    );
    expect(unexpected).toEqual([]);
  });
});

describe('layout cost bound', () => {
  it('accepts real contracts, an NFD-typed one and a 100-page document of ordinary paragraphs', () => {
    expect(codeOf(() => prepareForLayout(combinedContractFixture()))).toBeNull();
    const nfd = combinedContractFixture();
    nfd.elements = nfd.elements.map((el) =>
      el.type === 'paragraph'
        ? { ...el, runs: el.runs.map((r) => ({ ...r, text: r.text.normalize('NFD') })) }
        : el,
    );
    expect(codeOf(() => prepareForLayout(nfd))).toBeNull();
    const prose =
      'Le Cessionnaire pourra reproduire l’œuvre sur tout support, en tout format et par tout procédé. ';
    const hundredPages = paragraphs(Array.from({ length: 400 }, () => prose.repeat(8))); // ~300,000 characters
    expect(estimateLayoutCost(hundredPages).cost).toBeLessThan(MAX_LAYOUT_COST);
  });

  it('refuses the issue’s hostile body with 422 and a French message, before any layout', () => {
    const started = performance.now();
    const error = codeOf(() => prepareForLayout(hostileBody()));
    expect(error).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX', status: 422 });
    expect(error?.message).toMatch(/^Ce document est trop complexe à mettre en page/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a paragraph of 20,000+ characters without a line break, naming it', () => {
    const doc = paragraphs(['Court.', 'mot '.repeat(5001)]);
    expect(codeOf(() => prepareForLayout(doc))).toEqual({
      code: 'DOCUMENT_TOO_COMPLEX',
      status: 422,
      message:
        'Le paragraphe n°\u00a02 compte plus de 20\u202f000 caractères sans retour à la ligne\u00a0: coupez-le en plusieurs paragraphes puis réessayez.',
    });
    // The same text cut by hard line breaks is cheap: breaks end the line breaker's work.
    expect(
      codeOf(() => prepareForLayout(paragraphs([('mot '.repeat(50) + '\n').repeat(100)]))),
    ).toBeNull();
  });

  it('refuses dense one-letter words and uncomposable marks in bulk, which a line count would let through', () => {
    const oneLetters = paragraphs(Array.from({ length: 40 }, () => 'a '.repeat(4000)));
    expect(estimateLines(oneLetters)).toBeLessThan(MAX_RENDER_LINES);
    expect(codeOf(() => prepareForLayout(oneLetters))).toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
    });
    const marks = paragraphs(Array.from({ length: 20 }, () => 'x\u0301 '.repeat(1000)));
    expect(codeOf(() => prepareForLayout(marks))).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX' });
  });
});
