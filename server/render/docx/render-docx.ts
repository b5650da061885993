import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  SectionType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ContractDocument, ContractElement, ParagraphElement, Run } from '@core/schemas/document';
import { disclaimerStart } from '@core/document/disclaimer';
import { assertRenderable } from '../limits';
import { docxStyles, twips } from './docx-styles';

const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;

/** A4 and 15 mm margins in twips (SPEC §9). */
const MM = 1440 / 25.4;
const PAGE = { width: Math.round(210 * MM), height: Math.round(297 * MM) };
const MARGIN = Math.round(15 * MM);

/** One model run → Word runs; a hard line break inside the text becomes a Word break. */
function textRuns(run: Run): TextRun[] {
  return run.text.split('\n').map(
    (text, i) =>
      new TextRun({
        text,
        break: i > 0 ? 1 : undefined,
        bold: run.bold || undefined,
        italics: run.italic || undefined,
        underline: run.underline ? {} : undefined,
        highlight: run.highlight ? 'yellow' : undefined,
      }),
  );
}

function paragraph(el: ParagraphElement, keepNext: boolean): Paragraph {
  // The list marker is the renderer's, as in the plain text ("– ") and the HTML (<li>).
  const marker = el.style === 'ContractListItem' ? [new TextRun({ text: '–\t' })] : [];
  return new Paragraph({
    style: el.style,
    alignment: el.align ? ALIGN[el.align] : undefined,
    keepNext: keepNext || undefined,
    tabStops: el.style === 'ContractListItem' ? [{ type: 'left', position: twips(21) }] : undefined,
    children: [...marker, ...el.runs.flatMap(textRuns)],
  });
}

const spacer = (height: number, keepNext: boolean) =>
  new Paragraph({ spacing: { before: twips(height), after: 0 }, keepNext: keepNext || undefined, children: [] });

const isSignature = (el: ContractElement | undefined) => el?.type === 'paragraph' && el.style === 'ContractSignature';

/**
 * Body paragraphs. A run of ContractSignature paragraphs (with the spacers between them) is
 * chained with keepNext so Word moves the whole block to the next page rather than split it.
 */
function bodyParagraphs(elements: ContractElement[]): Paragraph[] {
  const inBlock = (i: number) => {
    // i belongs to a signature block when a signature paragraph follows it within the same run.
    for (let j = i + 1; j < elements.length; j++) {
      const next = elements[j];
      if (isSignature(next)) return true;
      if (next?.type !== 'spacer') return false;
    }
    return false;
  };
  return elements.map((el, i) => {
    const keep = (isSignature(el) || (el.type === 'spacer' && i > 0 && isSignature(elements[i - 1]))) && inBlock(i);
    return el.type === 'spacer' ? spacer(el.height, keep) : paragraph(el, keep);
  });
}

const noBorder = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const thin = { style: BorderStyle.SINGLE, size: 4, color: '5A5A5A' };

/**
 * Footer: "Page N / M" on the left, the initials box (« Paraphes ») on the right. When a part
 * outside the deed follows (LEGAL.md H13) it is a section of its own, so M counts the deed's
 * pages only (SECTIONPAGES).
 */
function footer(deedOnly: boolean): Footer {
  const total = deedOnly ? PageNumber.TOTAL_PAGES_IN_SECTION : PageNumber.TOTAL_PAGES;
  const small = { size: 16 };
  return new Footer({
    children: [
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: { top: noBorder, bottom: noBorder, left: noBorder, right: noBorder, insideHorizontal: noBorder, insideVertical: noBorder },
        rows: [
          new TableRow({
            children: [
              new TableCell({
                width: { size: 80, type: WidthType.PERCENTAGE },
                borders: { top: noBorder, bottom: noBorder, left: noBorder, right: noBorder },
                children: [
                  new Paragraph({
                    alignment: AlignmentType.LEFT,
                    children: [new TextRun({ ...small, children: ['Page ', PageNumber.CURRENT, ' / ', total] })],
                  }),
                ],
              }),
              new TableCell({
                width: { size: 20, type: WidthType.PERCENTAGE },
                borders: { top: thin, bottom: thin, left: thin, right: thin },
                children: [
                  new Paragraph({ alignment: AlignmentType.LEFT, children: [new TextRun({ size: 14, color: '3C3C3C', text: 'Paraphes' })] }),
                  new Paragraph({ spacing: { before: twips(14) }, children: [] }),
                ],
              }),
            ],
          }),
        ],
      }),
    ],
  });
}

const page = {
  size: PAGE,
  margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, footer: Math.round(6 * MM), header: MARGIN },
};

/**
 * The contract as a .docx file: same styles and sizes as the PDF, A4, 15 mm margins. What
 * follows the signatures (the « modèle de contrat type » notice, core/document/disclaimer.ts)
 * is not part of the signed deed (LEGAL.md H13): a second section, starting on a new page,
 * with an empty footer (no page number, no initials box).
 */
export async function renderDocx(doc: ContractDocument): Promise<Buffer> {
  assertRenderable(doc);
  const start = disclaimerStart(doc.elements);
  const deed = start < 0 ? doc.elements : doc.elements.slice(0, start);
  const outside = start < 0 ? [] : doc.elements.slice(start);
  const document = new Document({
    title: doc.title,
    creator: 'Clausier',
    lastModifiedBy: 'Clausier',
    description: doc.title,
    styles: docxStyles,
    features: { updateFields: false },
    sections: [
      { properties: { page }, footers: { default: footer(outside.length > 0) }, children: bodyParagraphs(deed) },
      ...(outside.length > 0
        ? [
            {
              properties: { page, type: SectionType.NEXT_PAGE },
              footers: { default: new Footer({ children: [new Paragraph({ children: [] })] }) },
              children: bodyParagraphs(outside),
            },
          ]
        : []),
    ],
  });
  return Packer.toBuffer(document);
}
