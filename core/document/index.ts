/** The document model's renderers and French typography (DESIGN §1–2). */
export type { ContractDocument, ContractElement, ParagraphElement, Run } from '../schemas/document';
export { renderText } from './render-text';
export { renderHtml, styleClass } from './render-html';
export { disclaimerStart } from './disclaimer';
export { toEditorElements, type EditorElement } from './editor-elements';
export { escapeHtml, runsToHtml, runsToText } from './html';
export {
  BLANK,
  NBSP,
  NNBSP,
  amountInWords,
  dateParts,
  formatAmountFr,
  formatDateFr,
  frenchSpacing,
  frenchTypography,
  numberInWords,
  parseAmount,
} from './typography';
