import type { Draft } from '../schemas/draft';
import { z } from '../schemas/zod-fr';
import { AUTEUR } from '../answers/draft';
import { draftSchema } from '../schemas/draft';
import { hasDistinctModel, usesAuthorInfo } from './distinct-model';
import { ageAt, isMinorAt } from './minors';
import { draftFormatIssues } from '../fields/validate';
import { FORMAT_MESSAGES, deliveryDateRule } from '../fields/formats';
import { contractDay, dayFromIso, isoDayOf } from './contract-date';
import { coauthorIssues, coauthorsOf } from './coauthors';

/**
 * Rules that depend on the day the contract is made (ages), so they cannot live in the pure
 * schema: the server applies them to every draft it renders or stores, the wizard shows them
 * where the answer is given. Each issue names its field, in French (docs/legal-review.md).
 */
export type DraftIssue = { path: (string | number)[]; message: string };

/** C. civ. 387-2 1°: the legal administrators may not give away a minor's property, even with leave. */
export const MINOR_FREE_GRANT_MESSAGE =
  'Un auteur mineur ne peut pas céder gratuitement ses droits\u00a0: ses représentants légaux ne peuvent ' +
  'pas aliéner gratuitement ses biens, même avec l’autorisation du juge (article 387-2 du Code civil). ' +
  'Choisissez «\u202fOnéreuse\u202f» avec un prix réel.';
export const FUTURE_BIRTH_MESSAGE = FORMAT_MESSAGES.futureBirth;
export const IMPLAUSIBLE_BIRTH_MESSAGE = FORMAT_MESSAGES.implausibleBirth;
export const FUTURE_CONTRACT_DATE_MESSAGE =
  'La date du contrat ne peut pas être dans le futur\u00a0: c’est le jour où il est établi.';
export const ANCIENT_CONTRACT_DATE_MESSAGE =
  'Vérifiez la date du contrat\u00a0: elle est antérieure à l’an 2000.';

/** The oldest day a contract may carry (the product dates contracts the day they are started). */
const OLDEST_CONTRACT_DAY = '2000-01-01';

/**
 * The contract's date, checked against the calendar of `today`: the parties' ages are read at it,
 * so a date in 2999 would make a child of twelve an adult (legal review B3). One day of slack
 * ahead: a browser east of Paris may already be on the next day.
 */
function contractDateIssues(draft: Draft, today: Date): DraftIssue[] {
  const day = draft.date_contrat;
  if (!day || !dayFromIso(day)) return [];
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1, 12);
  if (day > isoDayOf(tomorrow))
    return [{ path: ['date_contrat'], message: FUTURE_CONTRACT_DATE_MESSAGE }];
  if (day < OLDEST_CONTRACT_DAY)
    return [{ path: ['date_contrat'], message: ANCIENT_CONTRACT_DATE_MESSAGE }];
  return [];
}

/** The delivery date against the contract's day (formats.ts); only with a work, which prints it. */
function deliveryIssues(draft: Draft, day: Date): DraftIssue[] {
  if (!draft.type_contrat.includes(AUTEUR)) return [];
  const message = deliveryDateRule(draft.livraison_date ?? '', {
    record: draft,
    root: draft,
    today: day,
  });
  return message ? [{ path: ['livraison_date'], message }] : [];
}

type Person = { date_naissance: string };

function birthIssues(person: Person, path: string[], today: Date): DraftIssue[] {
  const birth = person.date_naissance;
  if (birth === '') return [];
  const age = ageAt(birth, today);
  if (age === null && /^\d{4}-\d{2}-\d{2}$/.test(birth) && birth > isoDayOf(today))
    return [{ path: [...path, 'date_naissance'], message: FUTURE_BIRTH_MESSAGE }];
  if (age !== null && age > 120)
    return [{ path: [...path, 'date_naissance'], message: IMPLAUSIBLE_BIRTH_MESSAGE }];
  return [];
}

/**
 * Whether the copyright part is granted by a minor natural person (the author), at the contract's
 * date (`today` only for a draft not yet dated): the age the contract's text states.
 */
export function isMinorAuthor(draft: Draft, today: Date): boolean {
  return (
    draft.type_contrat.includes(AUTEUR) &&
    draft.auteur_type === 'Personne physique' &&
    'date_naissance' in draft.auteur_info &&
    isMinorAt(draft.auteur_info.date_naissance, contractDay(draft, today))
  );
}

/**
 * Every rule of the day, read at the contract's date like its text and its readiness (a draft
 * started when its author was 17 is still « mineur » in the contract, so its free grant stays
 * refused after the 18th birthday); the date itself is checked against `today`.
 */
export function draftRuleIssues(draft: Draft, today: Date): DraftIssue[] {
  const day = contractDay(draft, today);
  const issues: DraftIssue[] = [...contractDateIssues(draft, today)];
  if (usesAuthorInfo(draft) && 'date_naissance' in draft.auteur_info)
    issues.push(...birthIssues(draft.auteur_info, ['auteur_info'], day));
  if (hasDistinctModel(draft)) issues.push(...birthIssues(draft.modele_info, ['modele_info'], day));
  coauthorsOf(draft).forEach((coauthor, index) =>
    issues.push(...birthIssues(coauthor, ['coauteurs', String(index)], day)),
  );
  issues.push(...coauthorIssues(draft, day));
  issues.push(...deliveryIssues(draft, day));
  if (draft.type_cession === 'Gratuite' && isMinorAuthor(draft, today))
    issues.push({ path: ['type_cession'], message: MINOR_FREE_GRANT_MESSAGE });
  // Postal codes, SIREN, capital… refused in French as the browser refuses them.
  issues.push(...draftFormatIssues(draft, day));
  return issues;
}

/**
 * The public API's names for answers the draft stores under an older name: `date_livraison`
 * (the delivery date of a work to be created) is `livraison_date`. Given alone, it is read as
 * the stored name; given beside a different stored value, it is left for the schema to refuse
 * (an answer is never silently dropped).
 */
export function withWireAliases(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const record = raw as Record<string, unknown>;
  if (!('date_livraison' in record)) return raw;
  const { date_livraison: alias, ...rest } = record;
  const stored = rest.livraison_date;
  if (stored === undefined || stored === '' || stored === alias)
    return { ...rest, livraison_date: alias };
  return raw;
}

/**
 * The draft schema plus the rules of the day: what the server accepts to render or store.
 * `today` is read at each validation (a server running for days keeps ages right).
 */
export const draftSchemaToday = (now: () => Date = () => new Date()) =>
  z.preprocess(withWireAliases, draftSchema).superRefine((draft, ctx) => {
    for (const issue of draftRuleIssues(draft, now()))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
