import { PDF_FONT_RANGES } from './pdf-font-ranges';

/**
 * Characters the contract's PDF cannot print (docs/product.md « Caractères imprimables »). The
 * PDF is set in Libertinus Serif alone, with no fallback font so that it never depends on the
 * host: an emoji, a CJK ideograph or « ✓ » would print as an empty box while the preview and the
 * Word file show it — a party's name unreadable in the signed copy. So the answers are checked
 * against the fonts' own table (pdf-font-ranges.ts, generated from the files) before they reach
 * a contract, and a PDF is never rendered with such a character.
 */

/** Controls, private-use, unassigned and lone surrogate code points: named by their number. */
const NAMELESS = /^[\p{Cc}\p{Co}\p{Cn}\p{Cs}]$/u;

const hex = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;

/**
 * One character the fonts lack that is not a space, a line break or what lays out as nothing
 * (zero-width joiners, variation selectors, bidi marks), as a regular expression built once from
 * the table. Walking the code points in JavaScript took 30 (French) to 430 ms (Chinese) per
 * 1 MB on the server's event loop; this one 0.3 ms for Chinese (it stops at the first), ~60 ms
 * for 1 MB of Greek (its ~180 ranges are tested one after the other).
 */
const UNPRINTABLE_SOURCE = `[^${PDF_FONT_RANGES.map(([first, last]) => `${hex(first)}-${hex(last)}`).join('')}\\s\\p{Default_Ignorable_Code_Point}]`;
const ANY_UNPRINTABLE = new RegExp(UNPRINTABLE_SOURCE, 'u');
const EACH_UNPRINTABLE = new RegExp(UNPRINTABLE_SOURCE, 'gu');
/**
 * Outside what French text is made of — ASCII, Latin-1 and Latin Extended letters, the
 * typographic spaces, dashes and quotes, « € »; all printable (a test checks it against the
 * table). Few ranges, so ~2 ms per 1 MB: a French text needs no other look.
 */
export const OUTSIDE_FRENCH = /[^\t\n\r\u0020-\u007e\u00a0-\u02e4\u2000-\u2027\u202f-\u2037\u20ac]/;

/** How many refused characters are read to name them: a text of a million « 李 » stops there. */
const SCANNED = 200;

/** Each distinct character of `text` the PDF cannot print, in order of appearance. */
export function unprintableCharacters(text: string): string[] {
  if (!OUTSIDE_FRENCH.test(text) || !ANY_UNPRINTABLE.test(text)) return [];
  const found = new Set<string>();
  let scanned = 0;
  for (const [character] of text.matchAll(EACH_UNPRINTABLE)) {
    found.add(character);
    if (++scanned === SCANNED) break;
  }
  return [...found];
}

/** Letters written right to left. */
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * How a refused character is shown: itself between guillemets, or its number if it has no face.
 * A right-to-left letter is isolated (U+2068 … U+2069): it would otherwise pull the guillemets and
 * commas around it into its own direction, and the list would read out of order.
 */
const shown = (character: string) =>
  NAMELESS.test(character)
    ? codePointName(character)
    : RIGHT_TO_LEFT.test(character)
      ? `«\u202f\u2068${character}\u2069\u202f»`
      : `«\u202f${character}\u202f»`;

/** « U+1F3A8 » */
const codePointName = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** At most this many characters are named in one message. */
const NAMED = 5;

/** « 🎨 », « ✓ » — the first few characters, for a message (« … et 2 autres » beyond). */
export function namedCharacters(characters: readonly string[]): string {
  const others = characters.length - NAMED;
  const more = others > 0 ? ` et ${others} autre${others > 1 ? 's' : ''}` : '';
  return characters.slice(0, NAMED).map(shown).join(', ') + more;
}

/**
 * What a refusal of these characters says that depends on how many there are, so that the PDF's
 * and the signature's refusals (server/render/limits.ts, server/use-cases/request-signatures.ts)
 * name them alike: « un caractère » / « des caractères », the named list, « Retirez-le(s) ».
 */
export function refusedCharacters(characters: readonly string[]) {
  const one = characters.length === 1;
  return {
    some: one ? 'un caractère' : 'des caractères',
    named: namedCharacters(characters),
    removeThem: one ? 'Retirez-le' : 'Retirez-les',
  };
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
  return text.replace(EACH_UNPRINTABLE, (character) => `[${codePointName(character)}]`);
}
