import type { Alignment, Run } from '../schemas/document';
import { ALIGNMENTS } from '../schemas/document';
import { appendRun } from './runs';

/**
 * The editor's HTML for one element parsed back into the document model (docs/design.md §1): runs
 * of text with bold / italic / underline / highlight, and the paragraph's alignment. Pure string
 * work (no DOM), so the server runs it after sanitising and the browser can run it too.
 * Every tag other than the formatting ones contributes only its text: nothing in the result is
 * markup, so whatever the input held, the model holds plain text.
 */
export type ParsedParagraph = { runs: Run[]; align?: Alignment };

type Flag = 'bold' | 'italic' | 'underline' | 'highlight';
const FLAG_OF: Record<string, Flag> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  mark: 'highlight',
};
const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);
const VOID = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'wbr', 'col', 'area', 'source']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  euro: '€',
};

/** Decodes the character references sanitize-html and browsers write. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

function alignOf(attributes: string): Alignment | undefined {
  const match = /text-align\s*:\s*([a-z]+)/i.exec(attributes);
  const value = match?.[1]?.toLowerCase();
  return (ALIGNMENTS as readonly string[]).includes(value ?? '') ? (value as Alignment) : undefined;
}

/** Parses one element's HTML into runs and alignment. */
export function htmlToRuns(html: string): ParsedParagraph {
  const runs: Run[] = [];
  const depth: Record<Flag, number> = { bold: 0, italic: 0, underline: 0, highlight: 0 };
  let align: Alignment | undefined;
  let pendingBreak = false;

  const push = (raw: string) => {
    if (!raw) return;
    let text = raw;
    if (pendingBreak) {
      text = `\n${text}`;
      pendingBreak = false;
    }
    const run: Run = { text };
    for (const flag of Object.keys(depth) as Flag[]) if (depth[flag] > 0) run[flag] = true;
    appendRun(runs, run);
  };
  const hasText = () => runs.some((r) => r.text.length > 0);

  let cursor = 0;
  for (const match of html.matchAll(TOKEN)) {
    push(decodeEntities(html.slice(cursor, match.index)));
    cursor = match.index + match[0].length;
    const [, closing, rawName, attributes = ''] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    const flag = FLAG_OF[name];
    if (flag) {
      depth[flag] = Math.max(0, depth[flag] + (closing ? -1 : 1));
    } else if (name === 'br') {
      push('\n');
    } else if (BLOCKS.has(name)) {
      // A new block after some text starts on a new line (a pasted second paragraph).
      if (!closing && hasText()) pendingBreak = true;
      if (!closing) align ??= alignOf(attributes);
    } else if (VOID.has(name)) {
      continue;
    }
  }
  push(decodeEntities(html.slice(cursor)));
  return align ? { runs, align } : { runs };
}
