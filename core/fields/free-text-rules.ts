import { foldText } from '../rules/fold-text';
import { wordRule } from './formats';
import type { FormatRule } from './types';

/**
 * Free text the contract prints verbatim must not undo the terms around it (legal review D4, D5,
 * D13, B3 v2; docs/legal-review.md « Free text »). Each rule refuses a typed answer that would
 * make a contract said to be ready say something the template forbids: a catch-all destination, a
 * global grant of future works, a pending request printed as an obtained authorisation, a blank
 * written in words, a price outside the price clause. Matching is on folded text (lower case, no
 * accents), whole words; an empty value is never refused here (readiness decides what is required).
 */

export const FREE_TEXT_MESSAGES = {
  placeholder:
    'Une réponse provisoire («\u202fà définir\u202f», «\u202fà préciser\u202f»…) serait imprimée telle quelle dans le contrat signé\u00a0: indiquez la réponse, ou laissez le champ vide s’il est facultatif.',
  catchAllDestination:
    'Décrivez à quoi serviront les droits\u00a0: une formule générale («\u202ftous usages\u202f», «\u202ftous supports\u202f», «\u202fconnus ou inconnus\u202f», «\u202fsans limitation\u202f») ne délimite rien et expose la cession à la nullité (article L131-3 du CPI).',
  futureWorks:
    'La cession globale des œuvres futures est nulle (article L131-1 du CPI)\u00a0: décrivez une œuvre précise et identifiée\u202f; pour des œuvres à venir, établissez un contrat pour chacune.',
  pendingAuthorisation:
    'Indiquez la référence de l’autorisation délivrée (numéro de l’arrêté préfectoral ou de l’agrément de l’agence)\u00a0: elle doit être obtenue avant tout engagement de l’enfant.',
  priceInText:
    'Le prix et ses échéances se règlent à l’étape 5 («\u202fPrix\u202f», «\u202fPaiement\u202f»)\u00a0: ne les écrivez pas ici, où ils contrediraient la clause de prix.',
} as const;

const blank = (value: string) => value.trim() === '';
/**
 * The answer folded, spaces collapsed. One entry remembered: a destination goes through three
 * rules in a row (catch-all, placeholder, price), each of which reads it folded.
 */
let lastWords = { value: '', folded: '' };
const words = (value: string) => {
  if (value !== lastWords.value)
    lastWords = { value, folded: foldText(value).replace(/\s+/g, ' ') };
  return lastWords.folded;
};

/** « à définir », « à préciser », « TBD », « xxx », « ??? »: an answer still to be given. */
const PLACEHOLDER =
  /(^|[^\p{L}])a (definir|preciser|completer|determiner|confirmer|voir|fixer|convenir)\b|\b(tbd|tbc|todo)\b|\bx{3,}\b|\?{2,}|^\s*(-+|\.+|_+|n\/?a|nc|neant|idem)\s*$/u;

export const placeholderRule: FormatRule = (value, context) =>
  blank(value) || !PLACEHOLDER.test(words(value))
    ? wordRule(value, context)
    : FREE_TEXT_MESSAGES.placeholder;

/** The catch-all formulas the templates themselves never write (legal review D4, L131-3 CPI). */
const CATCH_ALL =
  /\b(tous|tout|toutes|toute) (les )?(usages?|utilisations?|supports?|exploitations?|fins|modes?|medias|droits)\b|\bconnus (ou|et) (a venir|inconnus)\b|\b(sans|aucune) (limitation|limite|restriction|reserve)s?\b|\bquel(le)?s? qu'(il|elle)s? soi(en)?t\b|\bpar tous moyens\b/;

export const destinationRule: FormatRule = (value, context) => {
  if (blank(value)) return null;
  if (CATCH_ALL.test(words(value))) return FREE_TEXT_MESSAGES.catchAllDestination;
  return placeholderRule(value, context) ?? priceRule(value, context);
};

/**
 * A description that grants works still to come, globally (L131-1 CPI): « toutes les illustrations
 * que l’auteur réalisera », « ses œuvres futures ». One identified work to be made (« le logo de la
 * société X ») is not refused.
 */
const FUTURE_WORKS =
  /\b(oeuvres|creations|travaux|illustrations|photos|photographies|dessins|images|videos|textes|articles|productions|realisations) (futures|futurs|a venir|a naitre)\b|\b(tous|toutes|l'ensemble des|chacune? des) (les |ses |leurs )?[\p{L}' -]{0,60}\b(qu'|que )[\p{L}' -]{0,60}\b(realisera|realiseront|creera|creeront|produira|produiront|fera|feront|dessinera|dessineront|ecrira|ecriront|photographiera|photographieront|composera|composeront)\b/u;

export const workDescriptionRule: FormatRule = (value, context) => {
  if (blank(value)) return null;
  if (FUTURE_WORKS.test(words(value))) return FREE_TEXT_MESSAGES.futureWorks;
  return placeholderRule(value, context);
};

/**
 * The L7124-1 authorisation's reference: given, the contract states the authorisation as obtained
 * (core/templates/clauses/minor-model.ts), so it must be one — a number, not « demande en cours ».
 */
const PENDING =
  /\b(demandes?|demandee?s?|sollicitee?s?|deposee?s?|en cours|en attente|attendue?s?|a venir|a obtenir|a demander|pas encore|non obtenue?s?|aucune?|neant|sans objet)\b/;

export const authorisationReferenceRule: FormatRule = (value, context) => {
  if (blank(value)) return null;
  const folded = words(value);
  if (PENDING.test(folded) || !/\d/.test(folded)) return FREE_TEXT_MESSAGES.pendingAuthorisation;
  return placeholderRule(value, context);
};

/** An amount or a payment term written into a text printed beside the price clause (D13). */
const PRICE = /\d\s*(€|eur\b|euros?\b)|\b(payables?|paiements?|en sus|factures?|facturee?s?)\b/;

export const priceRule: FormatRule = (value) =>
  blank(value) || !PRICE.test(words(value)) ? null : FREE_TEXT_MESSAGES.priceInText;

/** The delivered files: a format, with no blank in words and no price. */
export const deliveryFormatRule: FormatRule = (value, context) =>
  placeholderRule(value, context) ?? priceRule(value, context);
