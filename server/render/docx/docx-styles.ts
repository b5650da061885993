import { AlignmentType } from 'docx';
import type { IParagraphStyleOptions, IStylesOptions } from 'docx';
import type { ElementStyle } from '@core/schemas/document';
import { BODY_PT, MARKER_HANG_PT, PARAGRAPH_STYLES } from '@core/document/styles';

/** Word has no Libertinus: a serif every Word and LibreOffice has (Liberation Serif metrics). */
export const DOCX_FONT = 'Times New Roman';

/** Half-points, as Word counts them. */
const pt = (points: number) => Math.round(points * 2);
/** Twentieths of a point (twips), Word's unit for spacing. */
export const twips = (points: number) => Math.round(points * 20);

const ALIGNMENT = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  justify: AlignmentType.JUSTIFIED,
} as const;

/** One Word paragraph style from the shared presentation spec (core/document/styles.ts). */
function wordStyle(id: ElementStyle): IParagraphStyleOptions {
  const s = PARAGRAPH_STYLES[id];
  return {
    id,
    name: s.name,
    basedOn: 'Normal',
    next: 'ContractBody',
    quickFormat: true,
    run: {
      font: DOCX_FONT,
      size: pt(s.sizePt ?? BODY_PT),
      bold: s.bold || undefined,
      italics: s.italic || undefined,
    },
    paragraph: {
      alignment: ALIGNMENT[s.align],
      spacing: { before: twips(s.beforePt), after: twips(s.afterPt) },
      keepNext: s.keepWithNext || undefined,
      keepLines: s.keepWithNext || s.keptTogether || undefined,
      // Word counts outline levels from 0.
      outlineLevel: s.level === null ? undefined : s.level - 1,
      indent: s.indentPt ? { left: twips(s.indentPt), hanging: twips(MARKER_HANG_PT) } : undefined,
    },
  };
}

export const docxStyles: IStylesOptions = {
  default: {
    document: {
      run: { font: DOCX_FONT, size: pt(BODY_PT), language: { value: 'fr-FR' } },
      paragraph: { alignment: AlignmentType.JUSTIFIED },
    },
  },
  paragraphStyles: (Object.keys(PARAGRAPH_STYLES) as ElementStyle[]).map(wordStyle),
};
