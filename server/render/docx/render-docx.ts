import {
  AlignmentType,
  BorderStyle,
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
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
import type {
  ContractDocument,
  ContractElement,
  ParagraphElement,
  Run,
} from '@core/schemas/document';
import { disclaimerStart } from '@core/document/disclaimer';
import { assertRenderable } from '../limits';
import { PARAGRAPH_STYLES } from '@core/document/styles';
import type { DocxComment } from './docx-comment';
import { docxStyles, twips } from './docx-styles';

const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;

/** A4 and 15 mm margins in twips (docs/product.md §9). */
const MM = 1440 / 25.4;
const PAGE = { width: Math.round(210 * MM), height: Math.round(297 * MM) };
const MARGIN = Math.round(15 * MM);

/** « Camille Martin » → « CM »: Word shows initials beside each comment. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .slice(0, 4)
    .toLocaleUpperCase('fr-FR');

/**
 * Characters XML 1.0 forbids make a file Word refuses to open. The API refuses them at the door
 * (server/plugins/text-guard.ts); this keeps a row stored before that rule, or any path that
 * decodes text later, from producing an unreadable file.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;
export const xmlSafe = (text: string) => text.replace(XML_INVALID, '');

/** One model run → Word runs; a hard line break inside the text becomes a Word break. */
function textRuns(run: Run): TextRun[] {
  return xmlSafe(run.text)
    .split('\n')
    .map(
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

/** Word comment ids of each paragraph, in the order the comments were written. */
type CommentAnchors = ReadonlyMap<string, readonly number[]>;

/**
 * The paragraph's runs wrapped in its comments' ranges: Word shows each comment in the margin,
 * anchored to the whole paragraph (the editor anchors comments to paragraphs, not to words).
 */
function withComments(runs: TextRun[], ids: readonly number[]) {
  if (ids.length === 0) return runs;
  return [
    ...ids.map((id) => new CommentRangeStart(id)),
    ...runs,
    ...ids.map((id) => new CommentRangeEnd(id)),
    ...ids.map((id) => new TextRun({ children: [new CommentReference(id)] })),
  ];
}

function paragraph(el: ParagraphElement, keepNext: boolean, anchors: CommentAnchors): Paragraph {
  // The marker is the renderer's (core/document/styles.ts), hanging in the indent up to a tab.
  const { marker, indentPt } = PARAGRAPH_STYLES[el.style];
  return new Paragraph({
    style: el.style,
    alignment: el.align ? ALIGN[el.align] : undefined,
    keepNext: keepNext || undefined,
    tabStops: marker ? [{ type: 'left', position: twips(indentPt) }] : undefined,
    children: withComments(
      [...(marker ? [new TextRun({ text: `${marker}\t` })] : []), ...el.runs.flatMap(textRuns)],
      anchors.get(el.id) ?? [],
    ),
  });
}

const spacer = (height: number, keepNext: boolean) =>
  new Paragraph({
    spacing: { before: twips(height), after: 0 },
    keepNext: keepNext || undefined,
    children: [],
  });

/** A paragraph of a style kept together on one page (the signatures, core/document/styles.ts). */
const isSignature = (el: ContractElement | undefined) =>
  el?.type === 'paragraph' && PARAGRAPH_STYLES[el.style].keptTogether;

/**
 * Body paragraphs. A run of ContractSignature paragraphs (with the spacers between them) is
 * chained with keepNext so Word moves the whole block to the next page rather than split it.
 */
function bodyParagraphs(elements: ContractElement[], anchors: CommentAnchors): Paragraph[] {
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
    const keep =
      (isSignature(el) || (el.type === 'spacer' && i > 0 && isSignature(elements[i - 1]))) &&
      inBlock(i);
    return el.type === 'spacer' ? spacer(el.height, keep) : paragraph(el, keep, anchors);
  });
}

const noBorder = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const thin = { style: BorderStyle.SINGLE, size: 4, color: '5A5A5A' };

/**
 * Footer: "Page N / M" on the left, the initials box (« Paraphes ») on the right. When a part
 * outside the deed follows (legal review H13) it is a section of its own, so M counts the deed's
 * pages only (SECTIONPAGES).
 */
function footer(deedOnly: boolean): Footer {
  const total = deedOnly ? PageNumber.TOTAL_PAGES_IN_SECTION : PageNumber.TOTAL_PAGES;
  const small = { size: 16 };
  return new Footer({
    children: [
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: {
          top: noBorder,
          bottom: noBorder,
          left: noBorder,
          right: noBorder,
          insideHorizontal: noBorder,
          insideVertical: noBorder,
        },
        rows: [
          new TableRow({
            children: [
              new TableCell({
                width: { size: 80, type: WidthType.PERCENTAGE },
                borders: { top: noBorder, bottom: noBorder, left: noBorder, right: noBorder },
                children: [
                  new Paragraph({
                    alignment: AlignmentType.LEFT,
                    children: [
                      new TextRun({
                        ...small,
                        children: ['Page ', PageNumber.CURRENT, ' / ', total],
                      }),
                    ],
                  }),
                ],
              }),
              new TableCell({
                width: { size: 20, type: WidthType.PERCENTAGE },
                borders: { top: thin, bottom: thin, left: thin, right: thin },
                children: [
                  new Paragraph({
                    alignment: AlignmentType.LEFT,
                    children: [new TextRun({ size: 14, color: '3C3C3C', text: 'Paraphes' })],
                  }),
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
  margin: {
    top: MARGIN,
    bottom: MARGIN,
    left: MARGIN,
    right: MARGIN,
    footer: Math.round(6 * MM),
    header: MARGIN,
  },
};

/**
 * The contract as a .docx file: same styles and sizes as the PDF, A4, 15 mm margins. What
 * follows the signatures (the « modèle de contrat type » notice, core/document/disclaimer.ts)
 * is not part of the signed deed (legal review H13): a second section, starting on a new page,
 * with an empty footer (no page number, no initials box).
 */
/**
 * The contract as a Word file. With `comments` (« Dossier pour votre juriste »), each comment of
 * the editor becomes a real Word comment on its paragraph, with its author and date; a comment
 * whose paragraph is gone is left out.
 */
export async function renderDocx(
  doc: ContractDocument,
  { comments = [] }: { comments?: readonly DocxComment[] } = {},
): Promise<Buffer> {
  assertRenderable(doc);
  const present = new Set(doc.elements.map((el) => el.id));
  const kept = comments.filter((c) => present.has(c.elementId));
  const anchors = new Map<string, number[]>();
  kept.forEach((c, id) => anchors.set(c.elementId, [...(anchors.get(c.elementId) ?? []), id]));
  const start = disclaimerStart(doc.elements);
  const deed = start < 0 ? doc.elements : doc.elements.slice(0, start);
  const outside = start < 0 ? [] : doc.elements.slice(start);
  const document = new Document({
    title: xmlSafe(doc.title),
    creator: 'Clausier',
    lastModifiedBy: 'Clausier',
    description: xmlSafe(doc.title),
    styles: docxStyles,
    features: { updateFields: false },
    comments: {
      children: kept.map((c, id) => ({
        id,
        author: xmlSafe(c.author),
        initials: initialsOf(xmlSafe(c.author)),
        date: new Date(c.date),
        children: xmlSafe(c.text)
          .split(/\r?\n/)
          .map((line) => new Paragraph({ children: [new TextRun(line)] })),
      })),
    },
    sections: [
      {
        properties: { page },
        footers: { default: footer(outside.length > 0) },
        children: bodyParagraphs(deed, anchors),
      },
      ...(outside.length > 0
        ? [
            {
              properties: { page, type: SectionType.NEXT_PAGE },
              footers: { default: new Footer({ children: [new Paragraph({ children: [] })] }) },
              children: bodyParagraphs(outside, anchors),
            },
          ]
        : []),
    ],
  });
  return Packer.toBuffer(document);
}
