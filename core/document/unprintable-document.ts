import type { ContractElement } from '../schemas/document';
import { refusedCharacters, unprintableCharacters } from './printable';

/**
 * The characters of a whole contract the PDF cannot print (printable.ts), and the article that
 * holds the first, so a person can find it: the PDF renderer refuses such a document
 * (server/render/limits.ts) and the editor says so as soon as one is typed.
 */
export type UnprintableInDocument = { characters: string[]; article: string | null };

/** An edited heading may be a page long: a message names its start. */
const ARTICLE_SHOWN = 80;

const shortened = (heading: string) =>
  heading.length > ARTICLE_SHOWN ? `${heading.slice(0, ARTICLE_SHOWN - 1)}…` : heading;

/** Null when every paragraph prints. */
export function findUnprintable(
  elements: readonly ContractElement[],
): UnprintableInDocument | null {
  const found = new Set<string>();
  let article: string | null = null;
  let firstArticle: string | null = null;
  for (const el of elements) {
    if (el.type !== 'paragraph') continue;
    const text = el.runs.map((run) => run.text).join('');
    if (el.style === 'ContractArticle') article = shortened(text.trim());
    const characters = unprintableCharacters(text);
    if (characters.length > 0 && found.size === 0) firstArticle = article;
    for (const character of characters) found.add(character);
  }
  return found.size === 0 ? null : { characters: [...found], article: firstArticle };
}

/**
 * « Le contrat contient un caractère que le PDF ne peut pas imprimer : « 🎨 » (Article 3 – Durée).
 * Retirez-le ou écrivez ce texte en lettres latines » followed by `ending` (« , puis réessayez. »
 * from the server, « avant de télécharger le PDF. » in the editor).
 */
export function unprintableDocumentMessage(found: UnprintableInDocument, ending: string): string {
  const { some, named, removeThem } = refusedCharacters(found.characters);
  const where = found.article ? ` (${found.article})` : '';
  return (
    `Le contrat contient ${some} que le PDF ne peut pas imprimer\u00a0: ${named}${where}. ` +
    `${removeThem} ou écrivez ce texte en lettres latines${ending}`
  );
}
