import type { PhysicalAuthor } from '@core/schemas/draft';
import type { Ctx, Term } from '../context';
import type { Block, Part } from '../model';
import { b, group, i, p } from '../model';
import type { Gender } from './identity';
import { representation } from './parental-authority';
import {
  agree,
  blankIdentity,
  companyIdentity,
  genderOf,
  personCivility,
  personIdentity,
} from './identity';

/** « « le Cédant » dans la première partie et « le Modèle » dans la deuxième partie ». */
export function designation(terms: Term[]): string {
  const [first, second] = terms;
  if (!first) return '';
  if (!second || second.noun === first.noun) return `« ${first.le} »`;
  return `« ${first.le} » dans la première partie et « ${second.le} » dans la deuxième partie`;
}

/** The grantor's terms in the order of the parts present. */
export function grantorTerms(ctx: Ctx): Term[] {
  return [ctx.hasAuteur && ctx.a.grantor, ctx.hasImage && ctx.img.grantor].filter((x): x is Term =>
    Boolean(x),
  );
}
export function granteeTerms(ctx: Ctx): Term[] {
  return [ctx.hasAuteur && ctx.a.grantee, ctx.hasImage && ctx.img.grantee].filter((x): x is Term =>
    Boolean(x),
  );
}

/**
 * A party in full; `tail` ends its paragraph after the designation and `after` follows it (a
 * minor's holders of parental authority).
 */
export type PartyIdentity = { parts: Part[]; gender: Gender; tail: Part[]; after: Block[] };

/**
 * A natural person in full; a minor is named without adult civility and does not contract alone
 * (legal review B3 v2, D9): each holder of parental authority is named, with their own address.
 */
export function personParty(person: PhysicalAuthor, minorAge: number | null): PartyIdentity {
  const minor = minorAge !== null;
  const holders = minor ? representation(person) : { inline: [], items: [] };
  return {
    parts: personIdentity(person, minor),
    gender: genderOf(person.gentille),
    tail: holders.inline,
    after: holders.items,
  };
}

export function grantorIdentity(ctx: Ctx): PartyIdentity {
  if (ctx.companyInfo)
    return { parts: companyIdentity(ctx.companyInfo), gender: 'f', tail: [], after: [] };
  if (!ctx.physical) return { parts: blankIdentity(), gender: '?', tail: [], after: [] };
  return personParty(ctx.physical, ctx.minorAge);
}

export function granteeIdentity(ctx: Ctx): PartyIdentity {
  const info = ctx.draft.entreprise_info;
  if (!info) return { parts: blankIdentity(), gender: '?', tail: [], after: [] };
  if (info.type === 'legal_entity')
    return { parts: companyIdentity(info), gender: 'f', tail: [], after: [] };
  return {
    parts: personIdentity(info),
    gender: genderOf(personCivility(info)),
    tail: [],
    after: [],
  };
}

/**
 * Both parties in full (legal review A « Parties », B2 identity of the model and the beneficiary).
 */
export function parties(ctx: Ctx): Block[] {
  if (ctx.model) return threeParties(ctx, ctx.model);
  if (ctx.coauthors.length > 0) return coauthorParties(ctx);
  const grantor = grantorIdentity(ctx);
  const grantee = granteeIdentity(ctx);
  return [
    group(
      'parties',
      p(b('Entre les soussignés :')),
      p(
        ...grantor.parts,
        `, ci-après ${agree('dénommé', grantor.gender)} ${designation(grantorTerms(ctx))},`,
        ...grantor.tail,
      ),
      ...grantor.after,
      p(i("d'une part,")),
      p(b('Et :')),
      p(
        ...grantee.parts,
        `, ci-après ${agree('dénommé', grantee.gender)} ${designation(granteeTerms(ctx))},`,
      ),
      p(i("d'autre part,")),
      p('Ci-après désignées ensemble « les Parties » et individuellement « une Partie ».'),
    ),
  ];
}

/** « dénommés », « dénommées » (all women) or « dénommé(e)s » for a group of persons. */
function agreePlural(word: string, genders: readonly Gender[]): string {
  if (genders.every((g) => g === 'f')) return `${word}es`;
  return genders.some((g) => g === '?') ? `${word}(e)s` : `${word}s`;
}

/**
 * The authors of a work of collaboration (LEGAL J13; CPI L113-3), each in full: the first (with
 * a minor's representatives, and named « le Modèle » when the work shows them), then each
 * co-author; together they are the one grantor of the copyright part, so every clause written
 * for « le Cédant » binds them all.
 */
function authorsParagraphs(ctx: Ctx, role: string): Block[] {
  const first = grantorIdentity(ctx);
  const genders = [first.gender, ...ctx.coauthors.map((c) => genderOf(c.gentille))];
  const asModel =
    ctx.combined && !ctx.model
      ? `, ci-après ${agree('dénommé', first.gender)} « ${ctx.img.grantor.le} » dans la deuxième partie,`
      : ',';
  return [
    p(...first.parts, asModel, ...first.tail),
    ...first.after,
    ...ctx.coauthors.map((coauthor) => p(...personIdentity(coauthor), ',')),
    p(
      `ci-après ${agreePlural('dénommé', genders)} ensemble « ${ctx.a.grantor.le} »${role}, ` +
        "agissant en qualité de coauteurs de l'Œuvre,",
    ),
  ];
}

/** Two sides, the grantor being the authors of a work of collaboration (LEGAL J13). */
function coauthorParties(ctx: Ctx): Block[] {
  const grantee = granteeIdentity(ctx);
  return [
    group(
      'parties',
      p(b('Entre les soussignés :')),
      ...authorsParagraphs(ctx, ctx.combined ? ' dans la première partie' : ''),
      p(i("d'une part,")),
      p(b('Et :')),
      p(
        ...grantee.parts,
        `, ci-après ${agree('dénommé', grantee.gender)} ${designation(granteeTerms(ctx))},`,
      ),
      p(i("d'autre part,")),
      p('Ci-après désignées ensemble « les Parties » et individuellement « une Partie ».'),
    ),
  ];
}

/**
 * Three parties (legal review C, the model is not the author): the author for the copyright part
 * only, the model for the image part only, the assignee for both; each in full, with its role.
 */
function threeParties(ctx: Ctx, model: PhysicalAuthor): Block[] {
  const author = grantorIdentity(ctx);
  const person = personParty(model, ctx.modelMinorAge);
  const grantee = granteeIdentity(ctx);
  const grant = ctx.assigns ? 'la cession' : "l'autorisation";
  const part =
    "intervenant à la seule première partie du présent contrat (droits d'auteur) et aux dispositions communes";
  const authors =
    ctx.coauthors.length > 0
      ? authorsParagraphs(ctx, `, ${part}`)
      : [
          p(
            ...author.parts,
            `, ci-après ${agree('dénommé', author.gender)} « ${ctx.a.grantor.le} », ${part},`,
            ...author.tail,
          ),
          ...author.after,
        ];
  return [
    group(
      'parties',
      p(b('Entre les soussignés :')),
      ...authors,
      p(i('de première part,')),
      p(b('Et :')),
      p(
        ...person.parts,
        `, ci-après ${agree('dénommé', person.gender)} « ${ctx.img.grantor.le} », ` +
          "intervenant à la seule deuxième partie du présent contrat (droit à l'image) et aux dispositions communes,",
        ...person.tail,
      ),
      ...person.after,
      p(i('de deuxième part,')),
      p(b('Et :')),
      p(
        ...grantee.parts,
        `, ci-après ${agree('dénommé', grantee.gender)} ${designation(granteeTerms(ctx))}, ` +
          'intervenant aux première et deuxième parties du présent contrat et aux dispositions communes,',
      ),
      p(i('de troisième part,')),
      p('Ci-après désignées ensemble « les Parties » et individuellement « une Partie ».'),
      p(
        `${ctx.img.grantor.Le} n'est pas l'auteur de l'œuvre objet de la première partie : il n'est pas partie à ` +
          `${grant} qu'elle prévoit, et ${ctx.a.grantor.le} n'est pas partie à l'autorisation d'exploiter l'image ` +
          "prévue à la deuxième partie. Chacun n'est tenu que des engagements de la partie qu'il signe et des " +
          'dispositions communes.',
      ),
    ),
  ];
}
