import type { Ctx, Term } from '../context';
import type { Block, Part } from '../model';
import { b, group, i, p } from '../model';
import { BLANK } from '../../document/typography';
import type { Gender } from './identity';
import {
  agree,
  blankIdentity,
  companyIdentity,
  genderOf,
  personCivility,
  personIdentity,
} from './identity';

/** « « le Cédant » dans la première partie et « le Modèle » dans la deuxième partie ». */
function designation(terms: Term[]): string {
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

function grantorIdentity(ctx: Ctx): { parts: Part[]; gender: Gender } {
  if (ctx.companyInfo) return { parts: companyIdentity(ctx.companyInfo), gender: 'f' };
  const person = ctx.physical ?? null;
  if (!person) return { parts: blankIdentity(), gender: '?' };
  const gender = genderOf(person.gentille);
  // A minor does not contract alone (LEGAL.md B3, D9): the parties clause names both holders of
  // parental authority, as the signature block does.
  const minor: Part[] =
    ctx.minorAge === null
      ? []
      : [
          `, ${agree('mineur', gender)}, ${agree('représenté', gender)} par les deux titulaires de l'autorité parentale, `,
          { text: BLANK },
          ' et ',
          { text: BLANK },
          ', demeurant ',
          { text: BLANK },
        ];
  return { parts: [...personIdentity(person), ...minor], gender };
}

function granteeIdentity(ctx: Ctx): { parts: Part[]; gender: Gender } {
  const info = ctx.draft.entreprise_info;
  if (!info) return { parts: blankIdentity(), gender: '?' };
  if (info.type === 'legal_entity') return { parts: companyIdentity(info), gender: 'f' };
  return { parts: personIdentity(info), gender: genderOf(personCivility(info)) };
}

/** Both parties in full (LEGAL.md A « Parties », B2 identity of the model and the beneficiary). */
export function parties(ctx: Ctx): Block[] {
  const grantor = grantorIdentity(ctx);
  const grantee = granteeIdentity(ctx);
  return [
    group(
      'parties',
      p(b('Entre les soussignés :')),
      p(
        ...grantor.parts,
        `, ci-après ${agree('dénommé', grantor.gender)} ${designation(grantorTerms(ctx))},`,
      ),
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
