import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContract } from '@core/templates/build-contract';
import { TYPES, makeDraft } from '@core/templates/test-drafts';
import { combinedContractFixture } from '../fixtures/combined-contract';
import { renderDocx } from './render-docx';

/** Reads word/document.xml and the footers back with Info-ZIP's unzip. */
function parts(bytes: Buffer): { document: string; footers: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'clausier-docx-v2-'));
  try {
    const file = join(dir, 'contrat.docx');
    writeFileSync(file, bytes);
    const read = (part: string) =>
      execFileSync('unzip', ['-p', file, part], { maxBuffer: 64 << 20 }).toString('utf8');
    const names = execFileSync('unzip', ['-Z1', file]).toString('utf8').split('\n');
    return {
      document: read('word/document.xml'),
      footers: names
        .filter((n) => /^word\/footer\d+\.xml$/.test(n))
        .sort()
        .map(read),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * legal review H13 in Word: the « modèle de contrat type » notice is not inside the signed deed. It
 * follows the signatures in a section of its own that starts on a new page, whose footer carries
 * neither page number nor initials box; the deed's footer counts the deed's pages only.
 */
describe('DOCX: the notice on a page of its own (legal review H13)', () => {
  it.each(Object.entries(TYPES))('%s', async (_name, types) => {
    const doc = buildContract(makeDraft({ type_contrat: [...types], remuneration_image: '300' }), {
      today: new Date(2026, 10, 21),
    });
    const { document, footers } = parts(await renderDocx(doc));
    const sections = [...document.matchAll(/<w:sectPr>.*?<\/w:sectPr>/gs)].map((m) => ({
      at: m.index,
      xml: m[0],
    }));
    expect(sections).toHaveLength(2);
    const [deedEnd, noticeSection] = sections;
    const notice = document.indexOf('modèle de contrat type');
    const lastSignature = document.lastIndexOf('Signature : ____');
    expect(lastSignature).toBeLessThan(deedEnd!.at);
    expect(deedEnd!.at).toBeLessThan(document.indexOf('>Avertissement<'));
    expect(deedEnd!.at).toBeLessThan(notice);
    expect(noticeSection!.xml).toContain('<w:type w:val="nextPage"/>');
    expect(footers).toHaveLength(2);
    expect(footers[0]).toContain('SECTIONPAGES');
    expect(footers[0]).toContain('Paraphes');
    expect(footers[1]).not.toMatch(/Paraphes|PAGE|<w:t/);
  });

  it('a document with nothing after its signatures stays one section numbered over all pages', async () => {
    const { document, footers } = parts(await renderDocx(combinedContractFixture()));
    expect([...document.matchAll(/<w:sectPr>/g)]).toHaveLength(1);
    expect(footers).toHaveLength(1);
    expect(footers[0]).toContain('NUMPAGES');
  });
});
