import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContract } from '@core/templates/build-contract';
import { AUTHOR_NAME, combinedContractFixture } from '../fixtures/combined-contract';
import { ASSIGNEE, AUTHOR, FIXED_TODAY, largestCombinedDraft } from '../fixtures/largest-draft';
import { renderDocx } from './render-docx';

/** Reads the parts back with Info-ZIP's unzip, as any user's tools would. */
async function unzip(bytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'clausier-docx-'));
  try {
    const file = join(dir, 'contrat.docx');
    writeFileSync(file, bytes);
    const read = (part: string) => execFileSync('unzip', ['-p', file, part], { maxBuffer: 64 << 20 }).toString('utf8');
    return { document: read('word/document.xml'), styles: read('word/styles.xml'), core: read('docProps/core.xml'), footer: read('word/footer1.xml') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');
/** The visible text of document.xml: the w:t contents joined. */
const visibleText = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('DOCX renderer', () => {
  it('contains the parties with their accents and the title metadata', async () => {
    const doc = buildContract(largestCombinedDraft(), { today: FIXED_TODAY });
    const bytes = await renderDocx(doc);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const { document, core } = await unzip(bytes);
    const text = visibleText(document);
    expect(text).toContain(`${AUTHOR.prenom} ${AUTHOR.nom}`);
    expect(text).toContain(ASSIGNEE.nom);
    expect([`<dc:title>${xml(doc.title)}</dc:title>`, `<dc:title>${doc.title.replace(/&/g, '&amp;')}</dc:title>`]).toContain(core.match(/<dc:title>.*?<\/dc:title>/)?.[0]);
  });

  it('is A4 with 15 mm margins, French, SPEC §9 sizes, page numbers and the initials box', async () => {
    const { document, styles, footer } = await unzip(await renderDocx(combinedContractFixture()));
    expect(document).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(document).toMatch(/w:top="850" w:right="850" w:bottom="850" w:left="850"/);
    expect(styles).toContain('w:lang w:val="fr-FR"');
    const size = (id: string) => styles.match(new RegExp(`w:styleId="${id}".*?<w:sz w:val="(\\d+)"`, 's'))?.[1];
    expect([size('ContractTitle'), size('ContractSubtitle'), size('ContractArticle'), size('ContractBody')]).toEqual(['28', '24', '22', '20']);
    expect(footer).toContain('PAGE');
    expect(footer).toContain('NUMPAGES');
    expect(footer).toContain('Paraphes');
  });

  it('chains the signature block with keep-with-next so Word never splits it', async () => {
    const { document } = await unzip(await renderDocx(combinedContractFixture()));
    const paragraphs = [...document.matchAll(/<w:p>(.*?)<\/w:p>|<w:p [^>]*>(.*?)<\/w:p>/gs)].map((m) => m[0]);
    const signatures = paragraphs.filter((p) => p.includes('w:val="ContractSignature"'));
    expect(signatures.length).toBe(8);
    signatures.slice(0, -1).forEach((p) => expect(p).toContain('<w:keepNext/>'));
    expect(signatures.at(-1)).not.toContain('<w:keepNext/>');
    expect(visibleText(document)).toContain(AUTHOR_NAME);
  });
});
