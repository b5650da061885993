import { describe, expect, it } from 'vitest';
import { combinedContractFixture } from '../fixtures/combined-contract';
import { docxParts, visibleText } from '../fixtures/read-docx';
import { renderDocx } from './render-docx';

/** « Dossier pour votre juriste »: the editor's comments as real Word comments. */
describe('Word comments', () => {
  const doc = combinedContractFixture();
  const paragraphs = doc.elements.filter((el) => el.type === 'paragraph');
  const first = paragraphs[3]!;
  const second = paragraphs[10]!;
  const comments = [
    {
      elementId: first.id,
      author: 'Camille Martin',
      date: '2026-11-21T10:15:00.000Z',
      text: 'Vérifier la durée <script>alert(1)</script> & le territoire\nDeuxième ligne',
    },
    { elementId: first.id, author: 'Léa Durand', date: '2026-11-22T09:00:00.000Z', text: 'OK' },
    {
      elementId: second.id,
      author: 'Utilisateur',
      date: '2026-11-22T09:30:00.000Z',
      text: 'Prix ?',
    },
    { elementId: 'gone', author: 'X', date: '2026-11-22T09:30:00.000Z', text: 'Orphelin' },
  ];

  it('anchors each comment to its paragraph, with author, initials, date and text', async () => {
    const bytes = await renderDocx(doc, { comments });
    const parts = docxParts(bytes, ['word/document.xml', 'word/comments.xml']);
    const document = parts['word/document.xml'];
    const stored = parts['word/comments.xml'];

    const entries = [...stored.matchAll(/<w:comment [^>]*>.*?<\/w:comment>/gs)].map((m) => m[0]);
    expect(entries).toHaveLength(3); // the comment on a paragraph no longer there is left out
    expect(entries[0]).toMatch(/w:author="Camille Martin"/);
    expect(entries[0]).toMatch(/w:initials="CM"/);
    expect(entries[0]).toMatch(/w:date="2026-11-21T10:15:00/);
    // Escaped XML: Word shows the markup as text.
    expect(visibleText(entries[0]!)).toBe(
      'Vérifier la durée &lt;script&gt;alert(1)&lt;/script&gt; & le territoireDeuxième ligne',
    );
    expect(stored).not.toContain('<script>');
    expect(entries[0]!.match(/<w:p>|<w:p /g)).toHaveLength(2); // one Word paragraph per line
    expect(entries[1]).toMatch(
      /w:author="Léa Durand"[^>]*w:initials="LD"|w:initials="LD"[^>]*w:author="Léa Durand"/,
    );
    expect(stored).not.toContain('Orphelin');

    // Each range opens and closes inside the paragraph it comments, followed by its reference.
    const paragraphOf = (id: number) =>
      [...document.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)]
        .map((m) => m[0])
        .find((p) => p.includes(`<w:commentRangeStart w:id="${id}"/>`));
    const text = (el: typeof first) => el.runs.map((r) => r.text).join('');
    for (const [id, el] of [
      [0, first],
      [1, first],
      [2, second],
    ] as const) {
      const p = paragraphOf(id);
      expect(p, `comment ${id}`).toBeDefined();
      expect(visibleText(p!)).toContain(text(el).replace(/\n/g, '').slice(0, 30));
      expect(p).toContain(`<w:commentRangeEnd w:id="${id}"/>`);
      expect(p).toContain(`<w:commentReference w:id="${id}"/>`);
    }
  });

  it('never writes a character XML 1.0 forbids (Word would refuse the file)', async () => {
    const dirty = {
      ...doc,
      title: 'Titre\u0001',
      elements: doc.elements.map((el) =>
        el.id === first.id && el.type === 'paragraph'
          ? { ...el, runs: [{ text: 'Avant\u000B\uFFFFaprès\uD800' }] }
          : el,
      ),
    };
    const bytes = await renderDocx(dirty, {
      comments: [{ ...comments[0]!, author: 'A\u0002', text: 'note \uFFFE fin' }],
    });
    const parts = docxParts(bytes, ['word/document.xml', 'word/comments.xml']);
    for (const xml of Object.values(parts))
      // eslint-disable-next-line no-control-regex -- the characters the test looks for
      expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/u);
    expect(visibleText(parts['word/document.xml'])).toContain('Avantaprès');
    expect(visibleText(parts['word/comments.xml'])).toContain('note  fin');
  });

  it('without comments, the file has none (the plain Word download)', async () => {
    const document = docxParts(await renderDocx(doc), ['word/document.xml'])['word/document.xml'];
    expect(document).not.toContain('commentRangeStart');
  });
});
