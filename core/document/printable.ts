import { PDF_FONT_RANGES } from './pdf-font-ranges';

/**
 * Characters the contract's PDF cannot print (docs/product.md « Caractères imprimables »). The
 * PDF is set in Libertinus Serif alone, with no fallback font so that it never depends on the
 * host: an emoji, a CJK ideograph or « ✓ » would print as an empty box while the preview and the
 * Word file show it — a party's name unreadable in the signed copy. So the answers are checked
 * against the fonts' own table (pdf-font-ranges.ts, generated from the files) before they reach
 * a contract, and a PDF is never rendered with such a character.
 */

/** Spaces and line breaks, and what lays out as nothing (zero-width joiners, variation selectors). */
const INVISIBLE = /^[\s\p{Default_Ignorable_Code_Point}]$/u;
/** Controls, private-use, unassigned and lone surrogate code points: named by their number. */
const NAMELESS = /^[\p{Cc}\p{Co}\p{Cn}\p{Cs}]$/u;

function inFonts(codePoint: number): boolean {
  let low = 0;
  let high = PDF_FONT_RANGES.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = PDF_FONT_RANGES[middle]!;
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** Each distinct character of `text` the PDF cannot print, in order of appearance. */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const character of text) {
    // The common French text never leaves the first covered ranges: no lookup.
    const codePoint = character.codePointAt(0)!;
    if ((codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0x2e4))
      continue;
    if (!inFonts(codePoint) && !INVISIBLE.test(character)) found.add(character);
  }
  return [...found];
}

/** How a refused character is shown: itself between guillemets, or its number if it has no face. */
const shown = (character: string) =>
  NAMELESS.test(character) ? codePointName(character) : `«\u202f${character}\u202f»`;

/** « U+1F3A8 » */
const codePointName = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** At most this many characters are named in one message. */
const NAMED = 5;

/** « 🎨 », « ✓ » — the first few characters, for a message. */
export function namedCharacters(characters: readonly string[]): string {
  const more = characters.length > NAMED ? '…' : '';
  return characters.slice(0, NAMED).map(shown).join(', ') + more;
}

/** The French message of a field holding such characters, or null when everything prints. */
export function unprintableMessage(text: string): string | null {
  const characters = unprintableCharacters(text);
  if (characters.length === 0) return null;
  const list = namedCharacters(characters);
  return characters.length === 1
    ? `Ce caractère ne peut pas être imprimé dans le contrat\u00a0: ${list}. Retirez-le ou écrivez ce texte en lettres latines.`
    : `Ces caractères ne peuvent pas être imprimés dans le contrat\u00a0: ${list}. Retirez-les ou écrivez ce texte en lettres latines.`;
}

/**
 * The text with each character the PDF cannot print written as its number (« [U+1F3A8] »): for
 * the evidence file, which records what signers and their browsers sent and must be sealed
 * whatever they sent, faithfully rather than as empty boxes.
 */
export function printableText(text: string): string {
  const characters = unprintableCharacters(text);
  if (characters.length === 0) return text;
  const refused = new Set(characters);
  let out = '';
  for (const character of text)
    out += refused.has(character) ? `[${codePointName(character)}]` : character;
  return out;
}
