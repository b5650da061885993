import type { ContractDocument, ContractElement, Run } from '../schemas/document';

/** A paragraph's runs as plain text. */
export function runsToText(runs: readonly Run[]): string {
  return runs.map((r) => r.text).join('');
}

/** How one element reads in plain text; spacers add nothing (paragraphs are already apart). */
function elementText(element: ContractElement): string | null {
  if (element.type === 'spacer') return null;
  const text = runsToText(element.runs);
  switch (element.style) {
    case 'ContractTitle':
      return text.toLocaleUpperCase('fr-FR');
    case 'ContractArticle':
      return text.toLocaleUpperCase('fr-FR');
    case 'ContractListItem':
      return `  – ${text}`;
    default:
      return text;
  }
}

/**
 * The contract as plain text (the preview text of docs/product.md §3 "Preview response"): title,
 * parts, articles and paragraphs separated by blank lines; consecutive list items and signature
 * lines stay on consecutive lines.
 */
export function renderText(doc: ContractDocument): string {
  const out: string[] = [];
  let previousStyle = '';
  for (const element of doc.elements) {
    const text = elementText(element);
    if (text === null) {
      previousStyle = '';
      continue;
    }
    const style = element.type === 'paragraph' ? element.style : '';
    const tight =
      out.length > 0 &&
      style === previousStyle &&
      (style === 'ContractListItem' || style === 'ContractSignature');
    out.push(tight || out.length === 0 ? text : `\n${text}`);
    previousStyle = style;
  }
  return `${out.join('\n')}\n`;
}
