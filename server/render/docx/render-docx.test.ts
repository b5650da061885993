import { describe, expect, it } from 'vitest';
import { buildContract } from '@core/templates/build-contract';
import { BODY_PT, PARAGRAPH_STYLES } from '@core/document/styles';
import { AUTHOR_NAME, combinedContractFixture } from '../fixtures/combined-contract';
import { ASSIGNEE, AUTHOR, FIXED_TODAY, largestCombinedDraft } from '../fixtures/largest-draft';
import { docxParts, visibleText } from '../fixtures/read-docx';
import { renderDocx } from './render-docx';

/** Reads the parts back with Info-ZIP's unzip, as any user's tools would. */
async function unzip(bytes: Buffer) {
  const parts = docxParts(bytes, [
    'word/document.xml',
    'word/styles.xml',
    'docProps/core.xml',
    'word/footer1.xml',
  ]);
  return {
    document: parts['word/document.xml'],
    styles: parts['word/styles.xml'],
    core: parts['docProps/core.xml'],
    footer: parts['word/footer1.xml'],
  };
}
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');

describe('DOCX renderer', () => {
  it('contains the parties with their accents and the title metadata', async () => {
    const doc = buildContract(largestCombinedDraft(), { today: FIXED_TODAY });
    const bytes = await renderDocx(doc);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const { document, core } = await unzip(bytes);
    const text = visibleText(document);
    expect(text).toContain(`${AUTHOR.prenom} ${AUTHOR.nom}`);
    expect(text).toContain(ASSIGNEE.nom);
    expect([
      `<dc:title>${xml(doc.title)}</dc:title>`,
      `<dc:title>${doc.title.replace(/&/g, '&amp;')}</dc:title>`,
    ]).toContain(core.match(/<dc:title>.*?<\/dc:title>/)?.[0]);
  });

  it('is A4 with 15 mm margins, French, docs/product.md §9 sizes, page numbers and the initials box', async () => {
    const { document, styles, footer } = await unzip(await renderDocx(combinedContractFixture()));
    expect(document).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(document).toMatch(/w:top="850" w:right="850" w:bottom="850" w:left="850"/);
    expect(styles).toContain('w:lang w:val="fr-FR"');
    const size = (id: string) =>
      styles.match(new RegExp(`w:styleId="${id}".*?<w:sz w:val="(\\d+)"`, 's'))?.[1];
    expect([
      size('ContractTitle'),
      size('ContractSubtitle'),
      size('ContractArticle'),
      size('ContractBody'),
    ]).toEqual(['28', '24', '22', '20']);
    expect(footer).toContain('PAGE');
    expect(footer).toContain('NUMPAGES');
    expect(footer).toContain('Paraphes');
  });

  it('takes every paragraph style from the shared spec (core/document/styles.ts)', async () => {
    const { styles } = await unzip(await renderDocx(combinedContractFixture()));
    for (const [id, spec] of Object.entries(PARAGRAPH_STYLES)) {
      const xml = styles.match(
        new RegExp(`<w:style [^>]*w:styleId="${id}".*?</w:style>`, 's'),
      )?.[0];
      expect(xml, id).toBeDefined();
      expect(xml).toContain(`<w:name w:val="${spec.name}"/>`);
      expect(xml).toContain(`<w:sz w:val="${(spec.sizePt ?? BODY_PT) * 2}"/>`);
      expect(/<w:b\/>|<w:b w:val="true"\/>/.test(xml!), `${id} bold`).toBe(spec.bold);
      expect(/<w:i\/>|<w:i w:val="true"\/>/.test(xml!), `${id} italic`).toBe(spec.italic);
      expect(xml!.includes('<w:keepNext'), `${id} keepNext`).toBe(spec.keepWithNext);
      if (spec.level !== null) expect(xml).toContain(`<w:outlineLvl w:val="${spec.level - 1}"/>`);
    }
  });

  it('chains the signature block with keep-with-next so Word never splits it', async () => {
    const { document } = await unzip(await renderDocx(combinedContractFixture()));
    const paragraphs = [...document.matchAll(/<w:p>(.*?)<\/w:p>|<w:p [^>]*>(.*?)<\/w:p>/gs)].map(
      (m) => m[0],
    );
    const signatures = paragraphs.filter((p) => p.includes('w:val="ContractSignature"'));
    expect(signatures.length).toBe(8);
    signatures.slice(0, -1).forEach((p) => expect(p).toContain('<w:keepNext/>'));
    expect(signatures.at(-1)).not.toContain('<w:keepNext/>');
    expect(visibleText(document)).toContain(AUTHOR_NAME);
  });
});
