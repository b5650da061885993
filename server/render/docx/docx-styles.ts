import { AlignmentType } from 'docx';
import type { IParagraphStyleOptions, IStylesOptions } from 'docx';
import type { ElementStyle } from '@core/schemas/document';

/** Word has no Libertinus: a serif every Word and LibreOffice has (Liberation Serif metrics). */
export const DOCX_FONT = 'Times New Roman';

/** Half-points, as Word counts them: SPEC §9 sizes (titles 14, subtitles 12, articles 11, body 10). */
const pt = (points: number) => points * 2;
/** Twentieths of a point (twips), Word's unit for spacing. */
export const twips = (points: number) => Math.round(points * 20);

const style = (
  id: ElementStyle,
  name: string,
  size: number,
  extra: Omit<IParagraphStyleOptions, 'id' | 'name'> = {},
): IParagraphStyleOptions => ({
  id,
  name,
  basedOn: 'Normal',
  next: 'ContractBody',
  quickFormat: true,
  ...extra,
  run: { font: DOCX_FONT, size: pt(size), ...extra.run },
  paragraph: { spacing: { after: twips(6) }, ...extra.paragraph },
});

const heading = (level: number) => ({ keepNext: true, keepLines: true, outlineLevel: level });

export const docxStyles: IStylesOptions = {
  default: {
    document: {
      run: { font: DOCX_FONT, size: pt(10), language: { value: 'fr-FR' } },
      paragraph: { alignment: AlignmentType.JUSTIFIED },
    },
  },
  paragraphStyles: [
    style('ContractTitle', 'Titre du contrat', 14, {
      run: { bold: true },
      paragraph: { ...heading(0), alignment: AlignmentType.CENTER, spacing: { after: twips(8) } },
    }),
    style('ContractSubtitle', 'Sous-titre du contrat', 12, {
      run: { bold: true },
      paragraph: { ...heading(1), alignment: AlignmentType.CENTER, spacing: { before: twips(12), after: twips(6) } },
    }),
    style('ContractArticle', 'Article', 11, {
      run: { bold: true },
      paragraph: { ...heading(2), alignment: AlignmentType.LEFT, spacing: { before: twips(11), after: twips(5) } },
    }),
    style('ContractSubArticle', 'Sous-article', 10, {
      run: { bold: true },
      paragraph: { ...heading(3), alignment: AlignmentType.LEFT, spacing: { before: twips(8), after: twips(4) } },
    }),
    style('ContractBody', 'Corps du contrat', 10),
    style('ContractListItem', 'Élément de liste', 10, {
      paragraph: { indent: { left: twips(21), hanging: twips(10) }, spacing: { after: twips(3) } },
    }),
    style('ContractSignature', 'Signature', 10, {
      paragraph: { alignment: AlignmentType.LEFT, keepLines: true, spacing: { after: twips(4) } },
    }),
    style('ContractNotice', 'Avertissement', 9, { run: { italics: true } }),
  ],
};
