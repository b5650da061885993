import { CIVILITY_LABELS } from '../rules/civilities';

/**
 * Whether two spellings name the same person (docs/electronic-signature.md « Les noms »): the
 * name a signer types at signing against the one the request gives, and the request's against
 * the one the contract prints. A signature is the signer's name written by them; a request that
 * named someone else than the contract, or a typed name that was not the signer's, left an
 * evidence file that contradicted itself (hostile probe, session 29).
 *
 * What does not count: case, accents, a civility (« M. », « Madame »), the order of the words
 * (« DUPONT Jean » is « Jean Dupont ») and the punctuation between them (« Jean-Marc » is
 * « Jean Marc »). Everything else does: a letter more or less is another name.
 */
const CIVILITY_WORDS = new Set(
  Object.entries(CIVILITY_LABELS).flatMap(([short, long]) => [words(short)[0], words(long)[0]]),
);

/** The name's words, lower case, without accents or the punctuation between them. */
function words(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The words that name the person: a leading civility left out. */
export function nameWords(name: string): string[] {
  const all = words(name);
  return all.length > 1 && CIVILITY_WORDS.has(all[0] ?? '') ? all.slice(1) : all;
}

const key = (name: string): string => [...nameWords(name)].sort().join(' ');

export const sameSignerName = (a: string, b: string): boolean => {
  const k = key(a);
  return k !== '' && k === key(b);
};

/**
 * Whether `name`, in the order written, appears in `text` (an edited contract's own words): the
 * contract can name the signer in a passage its owner rewrote after the answers were given.
 */
export function nameAppearsIn(name: string, text: string): boolean {
  const wanted = nameWords(name).join(' ');
  return wanted !== '' && ` ${words(text).join(' ')} `.includes(` ${wanted} `);
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
