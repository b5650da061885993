import { numberInWords, formatDateFr } from '../../document/typography';
import type { PhysicalAuthor } from '../../schemas/draft';
import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { b, group, sig, v } from '../model';
import { childSignsAt } from './minors';
import { grantorTerms, granteeTerms } from './parties';
import { agree, genderOf, signatoryName } from './identity';

const LINE = 'Signature : ______________________________';

/** « Le Cédant » or, in a combined contract, « Le Cédant, également dénommé le Modèle ». */
const label = (terms: { Le: string; le: string; noun: string }[]) => {
  const [first, second] = terms;
  if (!first) return '';
  return second && second.noun !== first.noun
    ? `${first.Le}, également dénommé ${second.le}`
    : first.Le;
};

/**
 * One party's block: its caption, then one signature line, or, for a minor, one line per holder
 * of parental authority and the child's own from thirteen (LEGAL.md B3, D9).
 */
function partyLines(
  caption: string,
  name: string,
  person: PhysicalAuthor | null,
  minorAge: number | null,
): Para[] {
  if (minorAge === null) return [sig(b(caption), ' : ', { text: name }), sig(LINE)];
  const g = genderOf(person?.gentille);
  const parent = (rank: string) =>
    sig(`${rank} titulaire de l'autorité parentale, nom et prénom : ${v('').text} — ${LINE}`);
  return [
    sig(
      b(caption),
      ' : ',
      { text: name },
      `, ${agree('mineur', g)}, ${agree('représenté', g)} par les deux titulaires de l'autorité parentale :`,
    ),
    parent('Premier'),
    parent('Second'),
    ...(childSignsAt(minorAge)
      ? [
          sig(
            `Signature du mineur, ${agree('associé', g)} à la décision : ______________________________`,
          ),
        ]
      : []),
  ];
}

function authorName(ctx: Ctx): string {
  if (ctx.companyInfo) return signatoryName('company', ctx.companyInfo);
  return ctx.physical ? signatoryName('person', ctx.physical) : v('').text;
}

function granteeName(ctx: Ctx): string {
  const info = ctx.draft.entreprise_info;
  if (!info) return v('').text;
  return info.type === 'legal_entity'
    ? signatoryName('company', info)
    : signatoryName('person', info);
}

/** Signatories for one party: the person, or both parents and the child from thirteen. */
const signatoriesOf = (minorAge: number | null): number =>
  minorAge === null ? 1 : 2 + (childSignsAt(minorAge) ? 1 : 0);

/** How many originals: one per signatory (C. civ. 1375): the two parents, and the child from 13, each count. */
export function originalsCount(ctx: Ctx): number {
  const model = ctx.model ? signatoriesOf(ctx.modelMinorAge) : 0;
  return 1 + signatoriesOf(ctx.minorAge) + model;
}

/**
 * Three parties (LEGAL.md C): each block says which part its signatory signs, since the author
 * is bound by the copyright part only and the model by the image part only.
 */
function threePartyLines(ctx: Ctx, model: PhysicalAuthor): Para[] {
  return [
    ...partyLines(
      `${ctx.a.grantor.Le}, pour la première partie et les dispositions communes`,
      authorName(ctx),
      ctx.physical,
      ctx.minorAge,
    ),
    ...partyLines(
      `${ctx.img.grantor.Le}, pour la deuxième partie et les dispositions communes`,
      signatoryName('person', model),
      model,
      ctx.modelMinorAge,
    ),
    sig(
      b(`${label(granteeTerms(ctx))}, pour les première et deuxième parties et les dispositions communes`),
      ' : ',
      { text: granteeName(ctx) },
    ),
    sig(LINE),
  ];
}

/**
 * Place, date, number of originals and one signature line per party (LEGAL.md A « Originals »,
 * « Signature block »); consecutive ContractSignature paragraphs stay together on the page.
 */
export function signatures(ctx: Ctx): Block[] {
  const n = originalsCount(ctx);
  const each = n === 2 ? 'un pour chaque partie' : 'un pour chaque signataire';
  const lines = ctx.model
    ? threePartyLines(ctx, ctx.model)
    : [
        ...partyLines(label(grantorTerms(ctx)), authorName(ctx), ctx.physical, ctx.minorAge),
        sig(b(label(granteeTerms(ctx))), ' : ', { text: granteeName(ctx) }),
        sig(LINE),
      ];
  return [
    group(
      'signatures',
      sig(
        'Fait à ',
        v(ctx.draft.lieu_signature),
        ', le ',
        { text: formatDateFr(ctx.today) },
        `, en ${numberInWords(n)} exemplaires originaux, ${each}.`,
      ),
      ...lines,
    ),
  ];
}
