import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Run } from '../schemas/document';
import { decodeEntities, htmlToRuns } from './html-to-runs';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Runs as the inline HTML an older export or a paste holds: what htmlToRuns must read back. */
const runsToHtml = (runs: readonly Run[]): string =>
  runs
    .map((run) => {
      let html = run.text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c).replace(/\r?\n/g, '<br>');
      if (run.highlight) html = `<mark>${html}</mark>`;
      if (run.underline) html = `<u>${html}</u>`;
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('');

const sameFormat = (a: Run, b: Run) =>
  !!a.bold === !!b.bold &&
  !!a.italic === !!b.italic &&
  !!a.underline === !!b.underline &&
  !!a.highlight === !!b.highlight;

/** Runs as htmlToRuns gives them back: no empty run, neighbours of one format merged. */
function normalise(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const clean: Run = { text: run.text.replace(/\r\n?/g, '\n') };
    for (const flag of ['bold', 'italic', 'underline', 'highlight'] as const)
      if (run[flag]) clean[flag] = true;
    const last = out.at(-1);
    if (last && sameFormat(last, clean)) last.text += clean.text;
    else out.push(clean);
  }
  return out;
}

const runArb = fc.record(
  {
    text: fc.string({
      unit: fc.constantFrom('a', 'é', ' ', '<', '>', '&', '"', "'", '\n', '\u00a0', '€', 'Z'),
    }),
    bold: fc.boolean(),
    italic: fc.boolean(),
    underline: fc.boolean(),
    highlight: fc.boolean(),
  },
  { requiredKeys: ['text'] },
);

describe('htmlToRuns', () => {
  it('reads the four formats, nested, and the paragraph alignment', () => {
    expect(
      htmlToRuns(
        '<div style="text-align:center"><p>Le <strong>Cédant <em>cède</em></strong> <u>ses</u> <mark>droits</mark></p></div>',
      ),
    ).toEqual({
      align: 'center',
      runs: [
        { text: 'Le ' },
        { text: 'Cédant ', bold: true },
        { text: 'cède', bold: true, italic: true },
        { text: ' ' },
        { text: 'ses', underline: true },
        { text: ' ' },
        { text: 'droits', highlight: true },
      ],
    });
  });

  it('turns <br> and a second pasted paragraph into line breaks', () => {
    expect(htmlToRuns('<p>un<br>deux</p><p>trois</p>').runs).toEqual([{ text: 'un\ndeux\ntrois' }]);
  });

  it('keeps only text from any other tag and decodes entities once', () => {
    expect(
      htmlToRuns('<span onclick="x">a</span> &lt;script&gt; &amp;amp; &#233;&#xE9;&nbsp;').runs,
    ).toEqual([{ text: 'a <script> &amp; éé\u00a0' }]);
  });

  it('ignores an unknown alignment value', () => {
    expect(htmlToRuns('<p style="text-align:inherit">x</p>')).toEqual({ runs: [{ text: 'x' }] });
  });

  it('decodes numeric references without inventing characters', () => {
    expect(decodeEntities('&#0;&#x110000;&unknown;')).toBe('&unknown;');
  });

  it('reads back exactly what runsToHtml wrote (property)', () => {
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 8 }), (runs) => {
        expect(htmlToRuns(runsToHtml(runs)).runs).toEqual(normalise(runs));
      }),
    );
  });
});
