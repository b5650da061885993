import type { PhysicalAuthor } from '@core/schemas/draft';
import type { Ctx, Term } from '../context';
import { actsAlone, holdersOf } from './parental-authority';

/** What a minor's representatives conclude: the whole contract or one of its two parts. */
export type Scope = { le: string; du: string; concluded: string; it: string };
export const WHOLE: Scope = {
  le: 'le présent contrat',
  du: 'du présent contrat',
  concluded: 'conclu',
  it: 'le',
};
export const PART_ONE: Scope = {
  le: 'la première partie du présent contrat',
  du: 'de la première partie du présent contrat',
  concluded: 'conclue',
  it: 'la',
};
export const PART_TWO: Scope = {
  le: 'la deuxième partie du présent contrat',
  du: 'de la deuxième partie du présent contrat',
  concluded: 'conclue',
  it: 'la',
};

/**
 * A minor party (legal review B3 v2): the person, their age at the signature date, how the contract
 * names them and which parts they are bound by. `who` is « Le Cédant, également dénommé le
 * Modèle » when one minor is both author and model (legal review I), never « Le Modèle » alone for
 * the copyright part; `short` is the first defined term, for « du Cédant », « au Cédant ».
 */
export type MinorParty = {
  person: PhysicalAuthor;
  age: number;
  who: string;
  short: Term;
  auteur: boolean;
  image: boolean;
  scope: Scope;
};

/** The image part as a phrase: the whole contract, or its second part in a combined contract. */
export const imagePartOf = (ctx: Ctx): Scope => (ctx.combined ? PART_TWO : WHOLE);

/** Every minor party, author first (three parties: author and distinct model). */
export function minorParties(ctx: Ctx): MinorParty[] {
  const out: MinorParty[] = [];
  const physical = ctx.physical;
  if (ctx.model) {
    if (physical && ctx.minorAge !== null) {
      const t = ctx.a.grantor;
      out.push({
        person: physical,
        age: ctx.minorAge,
        who: t.Le,
        short: t,
        auteur: true,
        image: false,
        scope: PART_ONE,
      });
    }
    if (ctx.modelMinorAge !== null) {
      const t = ctx.img.grantor;
      out.push({
        person: ctx.model,
        age: ctx.modelMinorAge,
        who: t.Le,
        short: t,
        auteur: false,
        image: true,
        scope: PART_TWO,
      });
    }
    return out;
  }
  if (!physical || ctx.minorAge === null) return out;
  const short = ctx.hasAuteur ? ctx.a.grantor : ctx.img.grantor;
  const who = ctx.combined
    ? `${ctx.a.grantor.Le}, également dénommé ${ctx.img.grantor.le},`
    : short.Le;
  out.push({
    person: physical,
    age: ctx.minorAge,
    who,
    short,
    auteur: ctx.hasAuteur,
    image: ctx.hasImage,
    scope: WHOLE,
  });
  return out;
}

/** The minor who grants `part`, if any. */
export const minorFor = (ctx: Ctx, part: 'auteur' | 'image'): MinorParty | null =>
  minorParties(ctx).find((m) => (part === 'auteur' ? m.auteur : m.image)) ?? null;

/**
 * The parent who holds parental authority alone is a woman (« la titulaire », « administratrice
 * légale »): the words agree with her, as the parties clause does (LEGAL F). A civility left blank
 * keeps the generic masculine.
 */
const soleHolderIsWoman = (m: MinorParty): boolean =>
  actsAlone(m.person) && holdersOf(m.person)[0]?.gender === 'f';

/** « les titulaires de l'autorité parentale », or the one who exercises it alone. */
export const titularies = (m: MinorParty): string =>
  !actsAlone(m.person)
    ? "les titulaires de l'autorité parentale"
    : soleHolderIsWoman(m)
      ? "la titulaire de l'autorité parentale"
      : "le titulaire de l'autorité parentale";

/** « ses représentants légaux », or « son représentant légal » when one parent holds authority alone. */
export const representatives = (m: MinorParty): string =>
  !actsAlone(m.person)
    ? 'ses représentants légaux'
    : soleHolderIsWoman(m)
      ? 'sa représentante légale'
      : 'son représentant légal';

/** « aux titulaires de l'autorité parentale, administrateurs légaux de ses biens (…), sur le compte qu'ils désignent par écrit ». */
export const holdersPayee = (m: MinorParty): string =>
  !actsAlone(m.person)
    ? "aux titulaires de l'autorité parentale, administrateurs légaux de ses biens (article 382 du Code civil), sur le compte qu'ils désignent par écrit"
    : soleHolderIsWoman(m)
      ? "à la titulaire de l'autorité parentale, administratrice légale de ses biens (article 382 du Code civil), sur le compte qu'elle désigne par écrit"
      : "au titulaire de l'autorité parentale, administrateur légal de ses biens (article 382 du Code civil), sur le compte qu'il désigne par écrit";
