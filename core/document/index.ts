/** The document model's renderers and French typography (docs/design.md §1–2). */
export type { ContractDocument, ContractElement, ParagraphElement, Run } from '../schemas/document';
export { renderText } from './render-text';
export { styleClass } from './styles';
export { disclaimerStart } from './disclaimer';
export { runsToText } from './render-text';
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
