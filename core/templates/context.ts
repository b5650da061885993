import type { CompanyAuthor, Draft, PhysicalAuthor } from '../schemas/draft';
import { AUTEUR, IMAGE } from '../answers/draft';
import { hasDistinctModel } from '../rules/distinct-model';
import type { Run } from '../schemas/document';
import { dateParts } from '../document/typography';
import { t, v } from './model';
import { childImageWithoutModelling } from './clauses/minor-model';
import { isConsumerAssignee, isImageExclusive, isLicence } from '../rules/situations';
import { consumerDestination } from '../rules/defaults';
import { coauthorsOf } from '../rules/coauthors';
import type { Coauthor } from '../schemas/coauthors';

/** A defined party name (« le Cédant ») with its contracted forms; all ours are masculine. */
export type Term = { noun: string; le: string; Le: string; du: string; au: string };
export const term = (noun: string): Term => ({
  noun,
  le: `le ${noun}`,
  Le: `Le ${noun}`,
  du: `du ${noun}`,
  au: `au ${noun}`,
});

/** Everything a clause needs, computed once from the draft (pure). */
export type Ctx = {
  draft: Draft;
  today: Date;
  paid: boolean;
  hasAuteur: boolean;
  hasImage: boolean;
  combined: boolean;
  /** The author (or model) is a company: Personne morale. */
  company: boolean;
  /** The image part's grantor is a company passing on the consents it holds (no distinct model). */
  imgCompany: boolean;
  physical: PhysicalAuthor | null;
  companyInfo: CompanyAuthor | null;
  /** Age in whole years at `today` when the person is a minor, else null. */
  minorAge: number | null;
  /**
   * Three parties (legal review C): the model who signs the image part only, when it is not the
   * author of a combined contract; `physical`/`companyInfo`/`minorAge` are then the author's.
   * Null otherwise (with Image only, a distinct model is simply `physical`).
   */
  model: PhysicalAuthor | null;
  /** The distinct model's age when a minor, else null. */
  modelMinorAge: number | null;
  /**
   * LEGAL J13: the other authors of a work of collaboration, each a party beside `physical`;
   * empty unless the copyright part's author is a natural person who named them.
   */
  coauthors: Coauthor[];
  /** LEGAL J12: the copyright part licenses the rights, the author keeping them. */
  licence: boolean;
  /** The copyright part transfers the rights: paid, and not a licence (its wording: « cession »). */
  assigns: boolean;
  /** LEGAL J9: the assignee is a consumer (a natural person acting for personal use). */
  consumer: boolean;
  /** LEGAL J22: the paid image authorisation is exclusive within a named sector. */
  imageExclusive: boolean;
  /** Copyright part: grantor and grantee. */
  a: { grantor: Term; grantee: Term };
  /** Image part: grantor (the model, or the company holding the consents) and beneficiary. */
  img: { grantor: Term; grantee: Term };
};

/** Whole years between a « YYYY-MM-DD » birth date and `today`; null when unknown. */
export function ageAt(birth: string, today: Date): number | null {
  const b = dateParts(birth);
  const now = dateParts(today);
  if (!b || !now) return null;
  const beforeBirthday = now.month < b.month || (now.month === b.month && now.day < b.day);
  const age = now.year - b.year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}

/** The age when under 18 (legal review B3), else null (adult or unknown birth date). */
function minorAgeOf(birth: string, today: Date): number | null {
  const age = ageAt(birth, today);
  return age !== null && age < 18 ? age : null;
}

export function buildContext(draft: Draft, today: Date): Ctx {
  const paid = draft.type_cession === 'Onéreuse';
  const hasAuteur = draft.type_contrat.includes(AUTEUR);
  const hasImage = draft.type_contrat.includes(IMAGE);
  const distinct = hasDistinctModel(draft);
  // Image only with a distinct model: the model is the one grantor, the author form is ignored.
  const modelAlone = distinct && !hasAuteur;
  const physical = modelAlone
    ? draft.modele_info
    : draft.auteur_type === 'Personne physique'
      ? draft.auteur_info
      : null;
  const companyInfo =
    !modelAlone && draft.auteur_type === 'Personne morale' ? draft.auteur_info : null;
  const model = distinct && hasAuteur ? draft.modele_info : null;
  const imgCompany = companyInfo !== null && model === null;
  const licence = isLicence(draft);
  return {
    draft,
    today,
    paid,
    hasAuteur,
    hasImage,
    combined: hasAuteur && hasImage,
    company: companyInfo !== null,
    imgCompany,
    physical,
    companyInfo,
    minorAge: physical ? minorAgeOf(physical.date_naissance, today) : null,
    model,
    modelMinorAge: model ? minorAgeOf(model.date_naissance, today) : null,
    coauthors: coauthorsOf(draft),
    licence,
    assigns: paid && !licence,
    consumer: isConsumerAssignee(draft),
    imageExclusive: isImageExclusive(draft),
    a: paid
      ? licence
        ? { grantor: term('Concédant'), grantee: term('Licencié') }
        : { grantor: term('Cédant'), grantee: term('Cessionnaire') }
      : { grantor: term('Concédant'), grantee: term('Bénéficiaire') },
    img: { grantor: term(imgCompany ? 'Concédant' : 'Modèle'), grantee: term('Bénéficiaire') },
  };
}

/**
 * The destination as typed, else the default one naming the part's grantee (legal review A4). A
 * trailing « . ; , : » typed by the user is dropped: the clause closes the sentence itself.
 */
/**
 * A text typed on several lines (a list, often) but read inside one sentence: its lines joined by
 * « ; », their list marks and closing punctuation dropped — a line of its own would print as a
 * paragraph cutting the clause in two.
 */
export const inOneSentence = (text: string): string =>
  text
    .split(/\r\n|[\n\r\u2028\u2029]/u)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[-–—*]\s+|•\s*)/u, '')
        .replace(/[\s.;,:]+$/u, ''),
    )
    .filter(Boolean)
    .join(' ; ');

export function destinationRun(ctx: Ctx, grantee: Term): Run {
  const typed = inOneSentence(ctx.draft.destination);
  if (typed) return v(typed);
  // A child under 16 whose images serve no modelling activity: « promotion » would be the very
  // advertising the contract then forbids (clauses/minor-model.ts), so the default leaves it out.
  if (ctx.consumer) return t(consumerDestination(grantee.noun));
  if (childImageWithoutModelling(ctx))
    return t(`l'information sur les activités ${grantee.du}, à l'exclusion de toute publicité`);
  return t(`la communication et la promotion des activités ${grantee.du}`);
}

/** The full stop after a user value, unless it already ends the sentence (« … ! », « … ? »). */
export const fullStopAfter = (run: Run): string => (/[!?…]$/u.test(run.text) ? '' : '.');

/** « cinq (5) ans », « un (1) an ». */
export function yearsText(years: number, words: (n: number) => string): string {
  return `${words(years)} (${years}) an${years > 1 ? 's' : ''}`;
}

/**
 * The preposition « de » before a numeral in words: elided before « un » (« d'un an »,
 * « d'un million d'euros »), never before « onze » or « huit » (« de onze ans »).
 */
export const deBefore = (words: string): string => (/^un\b/.test(words) ? 'd’' : 'de ');

/**
 * « du CPI » where the copyright part's preamble defines the abbreviation; spelt out in an
 * image-only contract, which never defines it (legal review I v2: one citation style, no undefined term).
 */
export const ofCpi = (ctx: Pick<Ctx, 'hasAuteur'>): string =>
  ctx.hasAuteur ? 'du CPI' : 'du Code de la propriété intellectuelle';
