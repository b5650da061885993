import { amountFormatError } from '../answers/price';
import { SIREN_MESSAGES, checkSiren } from '../rules/siren';
import { ageAt } from '../rules/minors';
import { isoDayOf } from '../rules/contract-date';
import { foldText } from '../rules/fold-text';
import type { FormatRule } from './types';
import { decoratedName, hiddenInName } from '../rules/name-characters';

/**
 * French format rules shared by the browser and the server. Each returns a
 * French message naming what is expected, or null. An empty value is never refused here:
 * whether a field is required is readiness's business (core/rules/readiness.ts).
 */

const blank = (value: string) => value.trim() === '';

export const FORMAT_MESSAGES = {
  postalCode:
    'Un code postal français compte 5 chiffres (par exemple 75011). Pour une adresse à l’étranger, indiquez le pays.',
  foreignPostalCode:
    'Le code postal ne peut contenir que des lettres, des chiffres, des espaces et des tirets.',
  email: 'Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.',
  phone:
    'Indiquez un numéro de téléphone en chiffres, par exemple 06 12 34 56 78 ou +33 6 12 34 56 78.',
  isoDate: 'Indiquez une date réelle au format AAAA-MM-JJ.',
  futureBirth: 'La date de naissance ne peut pas être dans le futur.',
  implausibleBirth: 'Vérifiez la date de naissance\u00a0: l’âge calculé dépasse 120 ans.',
  pastDelivery:
    'La date de livraison ne peut pas précéder la date du contrat\u00a0: si l’œuvre est déjà livrée, laissez ce champ vide.',
  farDelivery:
    'Vérifiez la date de livraison\u00a0: elle est plus de dix ans après la date du contrat.',
  capital: 'Indiquez le capital social en euros, en chiffres (par exemple 1 000 €).',
  lastName: 'Le nom doit contenir au moins une lettre.',
  firstName: 'Le prénom doit contenir au moins une lettre.',
  companyName: 'La dénomination sociale doit contenir au moins une lettre ou un chiffre.',
  noWord: 'Ce champ doit contenir au moins une lettre ou un chiffre.',
  invisibleInName:
    'Ce nom contient un caractère invisible (espace sans largeur, trait d’union conditionnel…)\u00a0: retapez-le au clavier.',
  decoratedName:
    'Ce nom contient des signes ajoutés aux lettres (barré, souligné, entouré, accents empilés)\u00a0: retapez-le au clavier.',
} as const;

/** « France », « france », « FR » or nothing: the address is French (the default, backward compatible). */
export function isFrance(pays: unknown): boolean {
  if (typeof pays !== 'string' || blank(pays)) return true;
  return ['france', 'fr', 'france metropolitaine'].includes(foldText(pays).trim());
}

/**
 * A person's name holds at least one letter (any script: « Ng », « Ø », « 李 »): « ... » or « -- »
 * is no name, yet it counted as given and printed as the party of a contract said to be ready
 * (found by a hostile API probe). A company's name may be written in figures, not in punctuation.
 */
/**
 * The text without the characters that print nothing: the Hangul fillers (U+3164…) are letters,
 * so a name made of them printed « Mme , née le… » in a contract said to be
 * ready; zero-width characters and soft hyphens likewise.
 */
const visible = (value: string) => value.replace(/\p{Default_Ignorable_Code_Point}/gu, '');
const hasLetter = (value: string) => /\p{L}/u.test(visible(value));
const hasLetterOrFigure = (value: string) => /[\p{L}\p{N}]/u.test(visible(value));

/** Why a name's characters are refused (invisible or decorating), or null. */
export function nameCharactersProblem(value: string): string | null {
  if (hiddenInName(value)) return FORMAT_MESSAGES.invisibleInName;
  return decoratedName(value) ? FORMAT_MESSAGES.decoratedName : null;
}

const nameRule =
  (has: (value: string) => boolean, message: string): FormatRule =>
  (value) => {
    if (blank(value)) return null;
    if (!has(value)) return message;
    return nameCharactersProblem(value);
  };
export const lastNameRule = nameRule(hasLetter, FORMAT_MESSAGES.lastName);
export const firstNameRule = nameRule(hasLetter, FORMAT_MESSAGES.firstName);
export const companyNameRule = nameRule(hasLetterOrFigure, FORMAT_MESSAGES.companyName);

/**
 * A place, an address, a legal form, a capacity: some letter or figure, not punctuation alone
 * (« de nationalité ;;; », « Fait à !!! » reached a contract said to be ready).
 */
export const wordRule: FormatRule = (value) =>
  blank(value) || hasLetterOrFigure(value) ? null : FORMAT_MESSAGES.noWord;

/** 5 digits in France (spaces tolerated: « 75 011 »); abroad, a plausible code of the country. */
export const postalCodeRule: FormatRule = (value, { record }) => {
  if (blank(value)) return null;
  if (isFrance(record.pays))
    // No French code starts with 00 (departments run from 01): « 00000 » was accepted.
    return /^(?!00)\d{5}$/.test(value.replace(/\s/g, '')) ? null : FORMAT_MESSAGES.postalCode;
  return /^[\p{L}\d][\p{L}\d -]*$/u.test(value.trim()) ? null : FORMAT_MESSAGES.foreignPostalCode;
};

/** A plain address: one @, no spaces, a dot in the domain. */
/**
 * A telephone number: digits, with the usual separators (spaces, dots, dashes, brackets) and an
 * optional leading « + »; 6 to 15 digits (E.164's maximum). « abc » was accepted.
 */
export const phoneRule: FormatRule = (value) => {
  if (blank(value)) return null;
  const compact = value.trim().replace(/[\s.\-()\u00A0\u202F]/g, '');
  return /^\+?\d{6,15}$/.test(compact) ? null : FORMAT_MESSAGES.phone;
};

export const emailRule: FormatRule = (value) =>
  blank(value) || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim())
    ? null
    : FORMAT_MESSAGES.email;

/**
 * A letter is an error (« 12AB » is no number at all); a wrong length or check key only warns,
 * as docs/product.md §5 says, since a number may be typed before it can be checked.
 */
/** A SIREN is French: a company established abroad is identified by its own register (LEGAL J17). */
export const sirenRule: FormatRule = (value, { record }) => {
  if (!isFrance(record.pays)) return null;
  const check = checkSiren(value);
  return check.message === SIREN_MESSAGES.notDigits ? check.message : null;
};
export const sirenWarning: FormatRule = (value, { record }) => {
  if (!isFrance(record.pays)) return null;
  const check = checkSiren(value);
  return check.message && check.message !== SIREN_MESSAGES.notDigits ? check.message : null;
};

/** The share capital is an amount (« 1000 € », « 1 500,50 »), never words (« beaucoup »). */
export const capitalRule: FormatRule = (value) =>
  blank(value) || amountFormatError(value) === null ? null : FORMAT_MESSAGES.capital;

/**
 * A price (legal review A5b): an amount in euros, checked by the same function as the draft schema.
 */
export const amountRule: FormatRule = (value) => amountFormatError(value);

const realIsoDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

export const isoDateRule: FormatRule = (value) =>
  blank(value) || realIsoDate(value.trim()) ? null : FORMAT_MESSAGES.isoDate;

/**
 * A birth date: a real date, not after today (an age is computed from it, C. civ. 414), nor more
 * than 120 years before it (the assignee « né le 1er janvier 1800 » was printed) —
 * the profile's and the clients' as the wizard's (core/rules/draft-rules.ts).
 */
export const birthDateRule: FormatRule = (value, context) => {
  const error = isoDateRule(value, context);
  if (error || blank(value)) return error;
  const age = ageAt(value.trim(), context.today);
  if (age === null) return FORMAT_MESSAGES.futureBirth;
  return age > 120 ? FORMAT_MESSAGES.implausibleBirth : null;
};

/**
 * The delivery date the work's article prints (« au plus tard le … »), `today` being the
 * contract's day: not before it (« au plus tard le 1er janvier 2020 » in a 2026 contract, the price
 * due on delivery), nor more than ten years after it.
 */
export const deliveryDateRule: FormatRule = (value, context) => {
  const error = isoDateRule(value, context);
  if (error || blank(value)) return error;
  const day = value.trim();
  if (day < isoDayOf(context.today)) return FORMAT_MESSAGES.pastDelivery;
  const { today } = context;
  const limit = new Date(today.getFullYear() + 10, today.getMonth(), today.getDate(), 12);
  return day > isoDayOf(limit) ? FORMAT_MESSAGES.farDelivery : null;
};
