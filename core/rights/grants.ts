import { z } from '../schemas/zod-fr';
import type { Draft, PhysicalAuthor } from '../schemas/draft';
import { AUTEUR, IMAGE, SUPPORTS, TERRITORIES } from '../answers/draft';
import { PARTY_SIDES } from '../answers/side';
import { hasDistinctModel } from '../rules/distinct-model';
import { effectiveCopyrightDuration, effectiveImageYears } from '../rules/defaults';
import { isLicence } from '../rules/situations';
import { coauthorsOf } from '../rules/coauthors';
import { END_OF_TERM_WITHDRAWAL_DAYS } from '../templates/clauses/scope';
import { PRINTED_SUPPORTS } from '../templates/clauses/supports';

/**
 * What one contract grants, part by part, as the rights register lists it: the facts come from
 * the same answers and the same defaults the templates print (core/templates/clauses/scope.ts),
 * so the register never says a date the contract does not.
 */

/** 'AAAA-MM-JJ', a calendar day. */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: 'La date doit être au format AAAA-MM-JJ.',
});
export type IsoDay = z.infer<typeof isoDaySchema>;

/**
 * The part of a contract a grant comes from: the image authorisation (C. civ. 9), the copyright
 * assigned — or, free, authorised — by the author (L131-3 CPI), or the copyright licensed, the
 * author keeping it (LEGAL J12).
 */
export const GRANT_KINDS = ['image', 'copyright', 'licence'] as const;
export const grantKindSchema = z.enum(GRANT_KINDS, {
  error:
    'Le droit visé est «\u202fimage\u202f» (droit à l’image), «\u202fcopyright\u202f» (droits d’auteur cédés) ou «\u202flicence\u202f».',
});
export type GrantKind = z.infer<typeof grantKindSchema>;

/**
 * How long it runs: a number of years (`endsOn` a day), or the whole legal term of copyright
 * protection (L123-1 CPI: the author's life and seventy years, `endsOn` null) — an end no day
 * of the contract names, so it is a value of its own, never a far-away date.
 */
export const GRANT_TERMS = ['years', 'legal_term'] as const;
export const grantTermSchema = z.enum(GRANT_TERMS);

/**
 * What the term runs from, as the contract says: its signature (the electronic signature's day,
 * else the contract's date), or, for a work still to be created, the delivery (LEGAL J4).
 */
export const GRANT_STARTS = ['signature', 'contract_date', 'delivery'] as const;

export const grantSchema = z.object({
  kind: grantKindSchema,
  /** Paid (« à titre onéreux ») or free. */
  paid: z.boolean(),
  /** Who grants: the model, the author and co-authors, or the company holding the rights. */
  grantors: z.array(z.string()),
  /** Who receives: the assignee, licensee or beneficiary. */
  grantee: z.string(),
  /** The owner's side: `cedant` grants, `cessionnaire` receives (core/rules/sides.ts). */
  ownerSide: z.enum(PARTY_SIDES),
  supports: z.array(z.enum(SUPPORTS)),
  territory: z.enum(TERRITORIES),
  startsOn: isoDaySchema,
  startsFrom: z.enum(GRANT_STARTS),
  term: grantTermSchema,
  /** The years of a fixed term; null for the legal term. */
  years: z.number().int().positive().nullable(),
  /** The last day the grant runs (art. 641 CPC), null for the legal term. */
  endsOn: isoDaySchema.nullable(),
  /**
   * What the contract asks at the end of a fixed term: stop every new use and withdraw from the
   * supports under the grantee's control within `withdrawalDays`; printed copies already
   * distributed need not be recalled when the contract prints copies. Null for the legal term.
   */
  endOfTerm: z
    .object({ withdrawalDays: z.number().int().positive(), printedCopies: z.boolean() })
    .nullable(),
});
export type Grant = z.infer<typeof grantSchema>;

export const GRANT_STATUSES = ['active', 'expiring', 'expired'] as const;
export const grantStatusSchema = z.enum(GRANT_STATUSES);
export type GrantStatus = z.infer<typeof grantStatusSchema>;

/** A grant ending within this many days is « expiring ». */
export const EXPIRING_WITHIN_DAYS = 30;

/** The days a contract's grants are dated from. */
export type GrantDates = {
  /** The day the electronic signature completed, when it did. */
  signedOn?: IsoDay | null;
  /** When the draft holds no date (`date_contrat`): the day the contract was created. */
  fallbackDay: IsoDay;
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] | null {
  const m = ISO.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d ? [y, mo, d] : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The day a term of `years` years starting on `start` expires: the day of the last year that
 * bears the same date (art. 641 CPC), the last day of February when that year has no 29th.
 */
export function addYears(start: IsoDay, years: number): IsoDay {
  const p = parts(start);
  if (!p) throw new RangeError(`Not a calendar day: ${start}`);
  const [y, m, d] = p;
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
}

/** The day `days` days after `day`. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const p = parts(day);
  if (!p) throw new RangeError(`Not a calendar day: ${day}`);
  const moved = new Date(Date.UTC(p[0], p[1] - 1, p[2] + days));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** The last day to withdraw from the supports after a fixed term ends; null for the legal term. */
export const withdrawalDeadline = (grant: Pick<Grant, 'endsOn' | 'endOfTerm'>): IsoDay | null =>
  grant.endsOn && grant.endOfTerm ? addDays(grant.endsOn, grant.endOfTerm.withdrawalDays) : null;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  const a = parts(from);
  const b = parts(to);
  if (!a || !b) throw new RangeError(`Not a calendar day: ${from} / ${to}`);
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / 86_400_000);
}

const isDay = (value: string | null | undefined): value is IsoDay =>
  typeof value === 'string' && parts(value) !== null;

const personName = (person: Pick<PhysicalAuthor, 'prenom' | 'nom'>) =>
  [person.prenom, person.nom]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

/** The author as the contract names the party: « Prénom Nom », or the company's name. */
const authorName = (draft: Draft): string =>
  draft.auteur_type === 'Personne morale'
    ? draft.auteur_info.nom.trim()
    : personName(draft.auteur_info);

/** The grantee from `entreprise_info`: the company's name or « Prénom Nom »; '' when not named. */
function granteeName(draft: Draft): string {
  const info = draft.entreprise_info;
  if (!info) return '';
  return info.type === 'legal_entity' ? info.nom.trim() : personName(info);
}

/**
 * Whether a grant is running, ends within `EXPIRING_WITHIN_DAYS` days, or has ended. The end day
 * itself is still covered (the term expires at its close). The legal term never ends here.
 */
export function grantStatus(grant: Pick<Grant, 'endsOn'>, today: IsoDay): GrantStatus {
  if (grant.endsOn === null) return 'active';
  const left = daysBetween(today, grant.endsOn);
  if (left < 0) return 'expired';
  return left <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'active';
}

/**
 * The grants of one contract, one per part: the copyright part (an assignment, a free
 * authorisation or a licence) then the image part of a combined contract. Supports and territory
 * are the contract's own (one scope for both parts); each part has its own duration.
 */
export function contractGrants(draft: Draft, dates: GrantDates): Grant[] {
  const signed = isDay(dates.signedOn);
  const startsOn = signed
    ? dates.signedOn!
    : isDay(draft.date_contrat)
      ? draft.date_contrat
      : dates.fallbackDay;
  const startsFrom = signed ? 'signature' : 'contract_date';
  const paid = draft.type_cession === 'Onéreuse';
  const supports = SUPPORTS.filter((s) => draft.supports.includes(s));
  const printedCopies = PRINTED_SUPPORTS.some((s) => draft.supports.includes(s));
  const grantee = granteeName(draft);
  const common = {
    paid,
    grantee,
    ownerSide: draft.side,
    supports,
    territory: draft.territoire,
  };
  const fixed = (start: IsoDay, years: number) => ({
    term: 'years' as const,
    years,
    endsOn: addYears(start, years),
    endOfTerm: { withdrawalDays: END_OF_TERM_WITHDRAWAL_DAYS, printedCopies },
  });
  const grants: Grant[] = [];

  if (draft.type_contrat.includes(AUTEUR)) {
    // A work still to be created: its grant runs from delivery (LEGAL J4), once a day is set.
    const delivery =
      draft.oeuvre_a_creer && isDay(draft.livraison_date) ? draft.livraison_date : null;
    const start = delivery ?? startsOn;
    const duration = effectiveCopyrightDuration(draft);
    const authors = [authorName(draft)];
    if (draft.auteur_type === 'Personne physique')
      authors.push(...coauthorsOf(draft).map(personName));
    grants.push({
      kind: isLicence(draft) ? 'licence' : 'copyright',
      ...common,
      grantors: authors.filter(Boolean),
      startsOn: start,
      startsFrom: delivery ? 'delivery' : startsFrom,
      ...(duration.kind === 'years'
        ? fixed(start, duration.years)
        : { term: 'legal_term' as const, years: null, endsOn: null, endOfTerm: null }),
    });
  }

  if (draft.type_contrat.includes(IMAGE)) {
    // The model signs the image part when it is someone else than the author (legal review C).
    const model = hasDistinctModel(draft) ? personName(draft.modele_info) : authorName(draft);
    grants.push({
      kind: 'image',
      ...common,
      grantors: [model].filter(Boolean),
      startsOn,
      startsFrom,
      ...fixed(startsOn, effectiveImageYears(draft)),
    });
  }
  return grants;
}
