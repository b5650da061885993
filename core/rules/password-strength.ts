import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  AUTH_ERROR_MESSAGES,
} from '../schemas/auth-messages';
import { foldText } from './fold-text';

/**
 * The password rule of sign-up and password change, the same on the server (which decides) and
 * in the sign-up form (which says why before submitting): 12 to 128 characters, and hard enough
 * to guess by zxcvbn's estimate (French and common dictionaries, keyboard patterns, repeats,
 * dates, the person's own name and address). Score 3 means about 10^8 guesses or more: out of
 * reach of an online attack and slow for an offline one against our slow hash.
 */
export const MIN_PASSWORD_SCORE = 3;

/** What zxcvbn says about one password (the subset the rule reads). */
export type PasswordEstimate = { score: number; warning: string | null; suggestions: string[] };
export type EstimatePassword = (password: string, userInputs: string[]) => PasswordEstimate;

/**
 * zxcvbn's feedback keys in French (the package's own French texts, with the UI's typography:
 * guillemets and non-breaking spaces). Only warnings and suggestions are ever shown.
 */
export const PASSWORD_WARNINGS_FR: Record<string, string> = {
  straightRow: 'une rangée de touches du clavier se devine facilement.',
  keyPattern: 'un motif court du clavier se devine facilement.',
  simpleRepeat: 'un caractère répété (comme «\u202faaa\u202f») se devine facilement.',
  extendedRepeat: 'une suite répétée (comme «\u202fabcabcabc\u202f») se devine facilement.',
  sequences:
    'une suite courante (comme «\u202fabc\u202f» ou «\u202f1234\u202f») se devine facilement.',
  recentYears: 'une année récente se devine facilement.',
  dates: 'une date se devine facilement.',
  topTen: 'ce mot de passe est l’un des plus utilisés.',
  topHundred: 'ce mot de passe est très souvent utilisé.',
  common: 'ce mot de passe est couramment utilisé.',
  similarToCommon: 'ce mot de passe ressemble à un mot de passe couramment utilisé.',
  wordByItself: 'un mot seul se devine facilement.',
  namesByThemselves: 'un nom ou un prénom seul se devine facilement.',
  commonNames: 'les noms et prénoms courants se devinent facilement.',
  userInputs: 'il ne doit pas reprendre votre nom, votre adresse e-mail ou le nom du site.',
  pwned: 'ce mot de passe a fuité lors d’une violation de données.',
};

export const PASSWORD_SUGGESTIONS_FR: Record<string, string> = {
  l33t: 'Évitez les substitutions prévisibles comme «\u202f@\u202f» pour «\u202fa\u202f».',
  reverseWords: 'Évitez les mots courants écrits à l’envers.',
  allUppercase: 'Mettez quelques lettres en majuscules, pas toutes.',
  capitalization: 'Mettez des majuscules ailleurs qu’à la première lettre.',
  dates: 'Évitez les dates et années qui vous concernent.',
  recentYears: 'Évitez les années récentes.',
  associatedYears: 'Évitez les années qui vous concernent.',
  sequences: 'Évitez les suites de caractères courantes.',
  repeated: 'Évitez les mots et caractères répétés.',
  longerKeyboardPattern: 'Évitez les motifs du clavier.',
  anotherWord: 'Ajoutez un ou deux mots peu courants.',
  useWords:
    'Une phrase de plusieurs mots peu courants est facile à retenir et difficile à deviner.',
  noNeed:
    'Inutile d’ajouter des symboles ou des majuscules\u00a0: plusieurs mots peu courants suffisent.',
  pwned: 'Si vous l’utilisez ailleurs, changez-le.',
};

export const PASSWORD_TOO_WEAK_PREFIX = 'Ce mot de passe est trop facile à deviner\u00a0: ';
const DEFAULT_WEAK_REASON = 'il ressemble à des mots ou des motifs courants.';
const DEFAULT_SUGGESTION = 'Ajoutez un ou deux mots peu courants.';

/** The person's own words: the e-mail, its parts, the name and its parts. */
function personalWords(person: { email?: string | null; name?: string | null }): string[] {
  const email = (person.email ?? '').toLowerCase();
  const local = email.split('@')[0] ?? '';
  const name = (person.name ?? '').trim();
  return [email, local, ...local.split(/[._+-]/), name, ...name.split(/\s+/)].filter(
    (word) => word.length >= 3,
  );
}

/** Words that make a password guessable for this person on this site. */
export function passwordUserInputs(person: {
  email?: string | null;
  name?: string | null;
}): string[] {
  return [...personalWords(person), 'clausier', 'contrat'];
}

/**
 * The French reason a password is refused, or null when it is accepted. Length first (the
 * existing messages), then the estimate: its warning names what makes it guessable and its first
 * suggestion says what to do.
 */
export function passwordProblem(
  password: string,
  person: { email?: string | null; name?: string | null },
  estimate: EstimatePassword,
): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return AUTH_ERROR_MESSAGES.PASSWORD_TOO_SHORT as string;
  if (password.length > MAX_PASSWORD_LENGTH) return AUTH_ERROR_MESSAGES.PASSWORD_TOO_LONG as string;
  const inputs = passwordUserInputs(person);
  const result = estimate(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) {
    // zxcvbn counts each extra piece of a password as 10^4 guesses, so « sophielenoir2026 » for
    // Sophie Lenoir scores 3 although an attacker who knows her tries it early. Her own words
    // bring nothing: what is left without them must be hard to guess by itself.
    const rest = withoutPersonalWords(password, personalWords(person));
    if (rest === null || estimate(rest, inputs).score >= MIN_PASSWORD_SCORE) return null;
    return `${PASSWORD_TOO_WEAK_PREFIX}${PASSWORD_WARNINGS_FR.userInputs} ${PASSWORD_SUGGESTIONS_FR.anotherWord}`;
  }
  const reason = (result.warning && PASSWORD_WARNINGS_FR[result.warning]) || DEFAULT_WEAK_REASON;
  const suggestion =
    result.suggestions.map((key) => PASSWORD_SUGGESTIONS_FR[key]).find(Boolean) ??
    DEFAULT_SUGGESTION;
  return `${PASSWORD_TOO_WEAK_PREFIX}${reason} ${suggestion}`;
}

/**
 * The score the strength meter shows: zxcvbn's, capped by what the password is worth without the
 * person's own words (the same reading as passwordProblem), so the meter never says « solide » of
 * a password the rule refuses.
 */
export function passwordScore(
  password: string,
  person: { email?: string | null; name?: string | null },
  estimate: EstimatePassword,
): number {
  const inputs = passwordUserInputs(person);
  const score = estimate(password, inputs).score;
  const rest = withoutPersonalWords(password, personalWords(person));
  return rest === null ? score : Math.min(score, estimate(rest, inputs).score);
}

/**
 * The password without the person's own words (name, e-mail: accents and case aside), longest
 * first; null when it holds none of them.
 */
export function withoutPersonalWords(password: string, inputs: readonly string[]): string | null {
  const words = [...new Set(inputs.map((word) => foldText(word)))]
    .filter((word) => word.length >= 3)
    .sort((a, b) => b.length - a.length);
  const folded = foldText(password);
  let rest = folded;
  for (const word of words) rest = rest.split(word).join('');
  return rest === folded ? null : rest;
}
