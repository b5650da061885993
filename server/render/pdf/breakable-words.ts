import type { ContractDocument, Run } from '@core/schemas/document';

/**
 * Typst breaks lines at spaces and at hyphenation points only: a file name, a URL or a hash
 * longer than the line ran off the page's edge, the work's identification printed cut (hostile
 * probe,). A token of 30 characters or more without a space — no French word is that
 * long, and a shorter one always fits a line — becomes a run of its own marked `anywhere`, which
 * the template lays out one box per character so the line may break inside it. The text itself
 * is unchanged (no invisible character lands in the PDF's text), and only the PDF is concerned.
 */
// Any token of 30 characters or more, punctuation alone too (150 underscores or 300 « / » ran
// off the page) — but a line of 30 to 59 underscores, the template's
// hand-filled lines (with the stop that may close them), which fit a line, stays one line to
// write on.
const LONG_TOKEN = /(?<!\S)(?!_{30,59}[.,;:)]?(?!\S))\S{30,}/gu;
const HAS_LONG_TOKEN = new RegExp(LONG_TOKEN.source, 'u'); // no `g`: test() keeps no state
/**
 * Whether `text` may hold a long token, by one pass over its UTF-16 units: true wherever
 * LONG_TOKEN matches (only the commonest spaces end a stretch here, and a token of 30 code points
 * has at least 30 units), so a false answer is final. It rules out the ordinary text of every PDF
 * ~4× faster than the regular expressions, whose lookarounds are tried at each position.
 */
function mayHoldLongToken(text: string): boolean {
  let stretch = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x0a || code === 0x09 || code === 0xa0 || code === 0x202f)
      stretch = 0;
    else if (++stretch >= 30) return true;
  }
  return false;
}
const hasLongToken = (text: string) => mayHoldLongToken(text) && HAS_LONG_TOKEN.test(text);

type PdfRun = Run & { anywhere?: true };

/** The run cut around its long tokens, each of those marked; the others as they were. */
export function breakableRuns(run: Run): PdfRun[] {
  const parts: PdfRun[] = [];
  let last = 0;
  for (const match of run.text.matchAll(LONG_TOKEN)) {
    if (match.index > last) parts.push({ ...run, text: run.text.slice(last, match.index) });
    parts.push({ ...run, text: match[0], anywhere: true });
    last = match.index + match[0].length;
  }
  if (last === 0) return [run];
  if (last < run.text.length) parts.push({ ...run, text: run.text.slice(last) });
  return parts;
}

/** The document as the PDF template receives it: `doc` itself when no run holds a long token. */
export function withBreakableWords(doc: ContractDocument): ContractDocument {
  let changed = false;
  const elements = doc.elements.map((el) => {
    if (el.type !== 'paragraph' || !el.runs.some((run) => hasLongToken(run.text))) return el;
    changed = true;
    return { ...el, runs: el.runs.flatMap(breakableRuns) };
  });
  return changed ? { ...doc, elements } : doc;
}
