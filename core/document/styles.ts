import type { ElementStyle } from '../schemas/document';

/**
 * How each paragraph style of a ContractDocument looks — the ONE place to change it. The wizard
 * preview, the editor and the print view read it through `contractCss` (one generated stylesheet),
 * the Word renderer through server/render/docx/docx-styles.ts and the PDF through the Typst
 * template, which receives this table as JSON (server/render/pdf/contract.typ). Sizes follow
 * docs/product.md §9; the PDF is the reference the others were aligned to (docs/document-model.md).
 */
export type ParagraphPresentation = {
  /** The style's name in Word's style list. */
  name: string;
  /** Element in the HTML views (preview, editor, print); list items are grouped in a <ul>. */
  tag: 'h1' | 'h2' | 'h3' | 'p' | 'li';
  /** Heading level (1 = the title): PDF bookmarks and tags, Word's outline; null for text. */
  level: number | null;
  /** Size in points; null = the body size (which the editor's « Taille du texte » changes). */
  sizePt: number | null;
  bold: boolean;
  italic: boolean;
  /** Alignment unless the paragraph sets its own. */
  align: 'left' | 'center' | 'justify';
  /** Space above and below, in points (adjacent spaces do not add up in HTML and Typst). */
  beforePt: number;
  afterPt: number;
  /** Never left alone at the bottom of a page: stays with the paragraph that follows. */
  keepWithNext: boolean;
  /** The renderer's marker in front of the text (never stored in the runs). */
  marker: string | null;
  /** Left indent of the text in points; the marker hangs in it. */
  indentPt: number;
  /** Consecutive paragraphs of this style (and the spacers between them) never split across pages. */
  keptTogether: boolean;
};

/** docs/product.md §9: body 10 pt (the editor offers 9 and 11). */
export const BODY_PT = 10;

const text = {
  level: null,
  sizePt: null,
  bold: false,
  italic: false,
  align: 'justify',
  beforePt: 0,
  afterPt: 7.5,
  keepWithNext: false,
  marker: null,
  indentPt: 0,
  keptTogether: false,
} as const;

const heading = {
  bold: true,
  italic: false,
  keepWithNext: true,
  marker: null,
  indentPt: 0,
} as const;

export const PARAGRAPH_STYLES: Record<ElementStyle, ParagraphPresentation> = {
  ContractTitle: {
    ...heading,
    name: 'Titre du contrat',
    tag: 'h1',
    level: 1,
    sizePt: 14,
    align: 'center',
    beforePt: 0,
    afterPt: 10,
    keptTogether: false,
  },
  ContractSubtitle: {
    ...heading,
    name: 'Sous-titre du contrat',
    tag: 'h2',
    level: 2,
    sizePt: 12,
    align: 'center',
    beforePt: 13,
    afterPt: 8,
    keptTogether: false,
  },
  ContractArticle: {
    ...heading,
    name: 'Article',
    tag: 'h2',
    level: 3,
    sizePt: 11,
    align: 'left',
    beforePt: 12,
    afterPt: 7.5,
    keptTogether: false,
  },
  ContractSubArticle: {
    ...heading,
    name: 'Sous-article',
    tag: 'h3',
    level: 4,
    sizePt: 10,
    align: 'left',
    beforePt: 11,
    afterPt: 7,
    keptTogether: false,
  },
  ContractBody: { ...text, name: 'Corps du contrat', tag: 'p' },
  ContractListItem: {
    ...text,
    name: 'Élément de liste',
    tag: 'li',
    afterPt: 4,
    marker: '–',
    indentPt: 21,
  },
  ContractSignature: {
    ...text,
    name: 'Signature',
    tag: 'p',
    align: 'left',
    afterPt: 4,
    keptTogether: true,
  },
  ContractNotice: { ...text, name: 'Avertissement', tag: 'p', sizePt: 9, italic: true },
};

/** `ContractSubArticle` → `contract-sub-article`: the class every HTML view gives the style. */
export const styleClass = (style: ElementStyle): string =>
  style.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** How far the marker hangs left of the text, in points. */
export const MARKER_HANG_PT = 10;

/**
 * The stylesheet of the HTML views, scoped under `scope` (the element holding the contract).
 * `body` is the CSS size of body text (the editor passes a variable for its text-size setting).
 * A paragraph's own alignment is an inline style, which wins over these rules.
 */
export function contractCss(scope: string, body = `${BODY_PT}pt`): string {
  const rules = (Object.keys(PARAGRAPH_STYLES) as ElementStyle[]).map((style) => {
    const s = PARAGRAPH_STYLES[style];
    const declarations = [
      `font-size:${s.sizePt === null ? body : `${s.sizePt}pt`}`,
      `font-weight:${s.bold ? 700 : 400}`,
      `font-style:${s.italic ? 'italic' : 'normal'}`,
      `text-align:${s.align}`,
      `margin:${s.beforePt}pt 0 ${s.afterPt}pt`,
      s.indentPt ? `padding-left:${s.indentPt}pt` : '',
      s.level !== null ? 'break-after:avoid;hyphens:manual' : '',
      s.keptTogether ? 'break-inside:avoid' : '',
    ].filter(Boolean);
    const marker = s.marker
      ? `${scope} .${styleClass(style)}::before{content:'${s.marker}';display:inline-block;` +
        `width:${MARKER_HANG_PT}pt;margin-left:-${MARKER_HANG_PT}pt}`
      : '';
    return `${scope} .${styleClass(style)}{${declarations.join(';')}}${marker}`;
  });
  return [`${scope} .contract-list{list-style:none;margin:0;padding:0}`, ...rules].join('\n');
}
