import type { ElementStyle } from '@core/schemas/document';
import { PARAGRAPH_STYLES } from '@core/document/styles';

/**
 * The HTML tag of a contract paragraph in the editor's page. The editor has no lists: a list
 * item is a paragraph, its marker drawn by the stylesheet.
 */
export function elementTag(style: ElementStyle): string {
  const { tag } = PARAGRAPH_STYLES[style] ?? PARAGRAPH_STYLES.ContractBody;
  return tag === 'li' ? 'p' : tag;
}
