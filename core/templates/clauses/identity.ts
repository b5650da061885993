import type { Run } from '@core/schemas/document';
import { isFrance } from '@core/fields/formats';
import {
  BLANK,
  deElided,
  formatSiren,
  placeAfter,
  formatAmountFr,
  formatDateFr,
  parseAmount,
} from '@core/document/typography';
import type { Part } from '../model';
import { b, isBlank, t, v, value } from '../model';
import {
  type ForeignRegistration,
  foreignRegistration,
  vatNumberParts,
} from './foreign-registration';

/** Grammatical gender for « né/née », « dénommé/dénommée »: unknown prints « né(e) ». */
export type Gender = 'm' | 'f' | '?';
export const genderOf = (civility: string | undefined): Gender =>
  civility === 'M.' ? 'm' : civility === 'Mme' || civility === 'Mlle' ? 'f' : '?';
export const agree = (word: string, gender: Gender): string =>
  gender === 'm' ? word : gender === 'f' ? `${word}e` : `${word}(e)`;

export type PersonLike = {
  gentille: string;
  civilite?: string;
  nom: string;
  prenom: string;
  date_naissance: string;
  lieu_naissance: string;
  nationalite: string;
  adresse: string;
  code_postal: string;
  ville: string;
  siege?: string;
};
export type CompanyLike = ForeignRegistration & {
  nom: string;
  forme_juridique: string;
  capital: string;
  siren: string;
  rcs_ville: string;
  rcs?: string;
  adresse: string;
  code_postal: string;
  ville: string;
  siege?: string;
  representant_civilite: string;
  representant_nom: string;
  representant_prenom: string;
  representant?: string;
  qualite_representant: string;
};

/**
 * « 12 rue des Lilas, 69001 Lyon »; « 3 rue Neuve, 1000 Bruxelles, Belgique » when a country
 * other than France is given (`pays`, empty = France); the legacy combined `siege` when the
 * parts are empty.
 */
export function addressText(p: {
  adresse: string;
  code_postal: string;
  ville: string;
  pays?: string;
  siege?: string;
}): string {
  if (isBlank(p.adresse) && isBlank(p.code_postal) && isBlank(p.ville) && !isBlank(p.siege)) {
    return value(p.siege);
  }
  const town = [p.code_postal, p.ville]
    .filter((x) => !isBlank(x))
    .map(value)
    .join(' ');
  const country = isFrance(p.pays) ? '' : `, ${value(p.pays)}`;
  return `${value(p.adresse)}, ${town || BLANK}${country}`;
}

/** « M. Jean Dupont »: civility, first name, last name; one blank when both names are missing. */
export function fullName(civility: string | undefined, prenom: string, nom: string): string {
  const names = isBlank(prenom) && isBlank(nom) ? BLANK : `${value(prenom)} ${value(nom)}`;
  return isBlank(civility) ? names : `${civility} ${names}`;
}

export const personCivility = (p: PersonLike): string =>
  isBlank(p.gentille) ? (p.civilite ?? '') : p.gentille;

/** « française » rather than « Française »: a nationality is an adjective in running text. */
const nationality = (raw: string): string =>
  value(raw).replace(/^(\p{Lu})(?=\p{Ll}+$)/u, (c) => c.toLocaleLowerCase('fr-FR'));

/**
 * A natural person in full (legal review A « Parties »): civility, names, birth, nationality,
 * address. A minor is named without an adult's civility, « Léa Durand, mineure, née le … » (legal
 * review B3 v2: a fifteen-year-old is not « Mme »); the civility still gives the grammatical
 * gender.
 */
export function personIdentity(p: PersonLike, minor = false): Part[] {
  const gender = genderOf(personCivility(p));
  return [
    b(minor ? fullName('', p.prenom, p.nom) : fullName(personCivility(p), p.prenom, p.nom)),
    minor
      ? `, ${agree('mineur', gender)}, ${agree('né', gender)} le `
      : `, ${agree('né', gender)} le `,
    { text: formatDateFr(p.date_naissance) },
    ...placeParts(' ', 'à', p.lieu_naissance),
    ', de nationalité ',
    { text: nationality(p.nationalite) },
    ', demeurant ',
    { text: addressText(p) },
  ];
}

/**
 * `lead` + « à »/« de » + a place typed by the user, the article contracted (« au Mans », « du
 * Havre »); a blank place keeps the plain preposition before its line to fill in.
 */
export function placeParts(
  lead: string,
  preposition: 'de' | 'à',
  place: string | undefined,
): Part[] {
  if (isBlank(place)) return [`${lead}${preposition} `, v(place)];
  const contracted = placeAfter(preposition, place ?? '');
  return [`${lead}${contracted.preposition}`, v(contracted.place)];
}

/** « 1 000 € » when the capital is a number, else as typed. */
const capitalRun = (capital: string): Run => {
  const amount = parseAmount(capital);
  return amount === null ? v(capital) : { text: formatAmountFr(amount) };
};

/** The representative's name, from the current fields or the legacy single string. */
/** The natural person who acts for a company (its representative), as the contract names them. */
export function representative(c: CompanyLike): string {
  if (isBlank(c.representant_nom) && isBlank(c.representant_prenom) && !isBlank(c.representant)) {
    return value(c.representant);
  }
  return fullName(c.representant_civilite, c.representant_prenom, c.representant_nom);
}

/**
 * A company in full (C. com. R123-237): name, legal form, capital, RCS city and number (its own
 * register abroad), VAT number when given, registered office, representative and capacity.
 */
export function companyIdentity(c: CompanyLike): Part[] {
  const rcs = isBlank(c.rcs_ville) ? (c.rcs ?? '') : c.rcs_ville;
  return [
    'La société ',
    v(c.nom, true),
    ', ',
    v(c.forme_juridique),
    // Printed only as entered (LEGAL J5): no capital is ever supplied for a party, and a company
    // without one (variable capital, foreign law) is not given a blank to fill in.
    ...(isBlank(c.capital) ? [] : [' au capital de ', capitalRun(c.capital)]),
    // A company abroad is identified by its own register, with no SIREN (LEGAL J17).
    ...(foreignRegistration(c) ?? [
      ...placeParts(', immatriculée au registre du commerce et des sociétés ', 'de', rcs),
      ' sous le numéro ',
      v(isBlank(c.siren) ? c.siren : formatSiren(c.siren ?? '')),
    ]),
    ...vatNumberParts(c),
    ', dont le siège social est situé ',
    { text: addressText(c) },
    ', représentée par ',
    { text: representative(c) },
    `, agissant en qualité ${isBlank(c.qualite_representant) ? 'de ' : deElided(c.qualite_representant)}`,
    v(c.qualite_representant),
    `, ${agree('dûment habilité', genderOf(c.representant_civilite))} à l'effet des présentes`,
  ];
}

/** An assignee whose profile is missing: every item is a blank to fill in. */
export function blankIdentity(): Part[] {
  return [
    { text: BLANK, bold: true },
    t(
      ' (nom et prénom, ou dénomination sociale, forme et capital), demeurant ou dont le siège social est situé ',
    ),
    { text: BLANK },
    t(', immatriculée le cas échéant au registre du commerce et des sociétés de '),
    { text: BLANK },
    t(' sous le numéro '),
    { text: BLANK },
    t(', représentée le cas échéant par '),
    { text: BLANK },
    t(' en qualité de '),
    { text: BLANK },
  ];
}

/**
 * Signature caption: « M. Jean Dupont », « Léa Durand, mineure » (no adult civility, legal review
 * B3 v2) or « la société X, représentée par M. Y, gérant ».
 */
export function signatoryName(
  kind: 'person' | 'company',
  who: PersonLike | CompanyLike,
  minor = false,
): string {
  if (kind === 'person') {
    const p = who as PersonLike;
    if (minor)
      return `${fullName('', p.prenom, p.nom)}, ${agree('mineur', genderOf(personCivility(p)))}`;
    return fullName(personCivility(p), p.prenom, p.nom);
  }
  const c = who as CompanyLike;
  return `la société ${value(c.nom)}, représentée par ${representative(c)}, ${value(c.qualite_representant)}`;
}
