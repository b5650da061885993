import { BLANK } from '../document/typography';
import { nameCharactersProblem } from '../fields/formats';
import { CIVILITY_LABELS } from '../rules/civilities';

/**
 * Whether two spellings name the same person (docs/electronic-signature.md « Names »): the name
 * a signer types at signing against the one the request gives, and the request's against the one
 * the contract's answers give. A signature is the signer's name written by them; a request that
 * named someone else than the contract, or a typed name that was not the signer's, left an
 * evidence file that contradicted itself.
 *
 * What does not count: case, accents and ligatures (« Lætitia Cœur » is « Laetitia Coeur »,
 * « Strauß » is « Strauss »), a leading civility (« M. », « Madame »), the order of the words
 * (« DURAND Léa » is « Léa Durand ») and the punctuation between or inside them (« N’Diaye » is
 * « NDiaye », « Jean-Marc » is « Jean Marc » or « Jeanmarc »). Everything else does: a letter
 * more or less is another name.
 */

/** Letters that are no accent of another: NFD leaves them whole. */
const LIGATURES: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const LIGATURE = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'gu');

/** The name's words, lower case, without accents, ligatures or the punctuation between them. */
function words(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .replace(LIGATURE, (letter) => LIGATURES[letter] ?? letter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

const CIVILITY_WORDS = new Set(
  Object.entries(CIVILITY_LABELS).flatMap(([short, long]) => [words(short)[0], words(long)[0]]),
);

/** The words that name the person: a leading civility left out. */
export function nameWords(name: string): string[] {
  const all = words(name);
  return all.length > 1 && CIVILITY_WORDS.has(all[0] ?? '') ? all.slice(1) : all;
}

/** Whether the contract leaves this name to be written by hand (« M. ____ »): no one to match. */
export const isBlankName = (name: string): boolean =>
  name.includes(BLANK) || nameWords(name).length === 0;

export function sameSignerName(a: string, b: string): boolean {
  if (isBlankName(a) || isBlankName(b)) return false;
  const [x, y] = [nameWords(a), nameWords(b)];
  const sorted = (list: string[]) => [...list].sort().join(' ');
  return sorted(x) === sorted(y) || x.join('') === y.join('');
}

/**
 * What a signer's name may hold, in a request and at signing: letters (any script) with the
 * spaces, hyphens, apostrophes and full stops names are written with — the evidence file certifies
 * it as written (« Paul Martin #$*[]{} » and invisible characters were certified).
 * Null when the name is fine.
 */
export function signerNameProblem(name: string): string | null {
  const characters = nameCharactersProblem(name);
  if (characters) return characters;
  if (!/\p{L}/u.test(name) || !/^[\p{L}\p{M}\s.'’-]+$/u.test(name))
    return 'Un nom ne contient que des lettres, des espaces, des traits d’union, des apostrophes et des points.';
  return null;
}

/**
 * The signing page's and the server's word when the typed name is not the one the request
 * gives (null when it is). The request's name is shown: the signer may have misspelt theirs,
 * or the request may be wrong — then they refuse with a reason and the owner sends it again.
 */
export const typedNameProblem = (typed: string, expected: string): string | null =>
  sameSignerName(typed, expected)
    ? null
    : `Saisissez votre nom tel que la demande l’indique\u00a0: ${expected}. Si ce nom n’est pas le vôtre, refusez de signer en l’expliquant.`;
