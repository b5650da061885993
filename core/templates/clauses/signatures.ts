import { numberInWords, formatDateFr } from '../../document/typography';
import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { b, group, sig, v } from '../model';
import { childSigns } from './minors';
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

function grantorLines(ctx: Ctx): Para[] {
  const name = ctx.companyInfo
    ? signatoryName('company', ctx.companyInfo)
    : ctx.physical
      ? signatoryName('person', ctx.physical)
      : v('').text;
  if (ctx.minorAge === null)
    return [sig(b(label(grantorTerms(ctx))), ' : ', { text: name }), sig(LINE)];
  const g = genderOf(ctx.physical?.gentille);
  const parent = (rank: string) =>
    sig(`${rank} titulaire de l'autorité parentale, nom et prénom : ${v('').text} — ${LINE}`);
  return [
    sig(
      b(label(grantorTerms(ctx))),
      ' : ',
      { text: name },
      `, ${agree('mineur', g)}, ${agree('représenté', g)} par les deux titulaires de l'autorité parentale :`,
    ),
    parent('Premier'),
    parent('Second'),
    ...(childSigns(ctx)
      ? [
          sig(
            `Signature du mineur, ${agree('associé', g)} à la décision : ______________________________`,
          ),
        ]
      : []),
  ];
}

function granteeLines(ctx: Ctx): Para[] {
  const info = ctx.draft.entreprise_info;
  const name = !info
    ? v('').text
    : info.type === 'legal_entity'
      ? signatoryName('company', info)
      : signatoryName('person', info);
  return [sig(b(label(granteeTerms(ctx))), ' : ', { text: name }), sig(LINE)];
}

/** How many originals: one per signatory (C. civ. 1375): the two parents, and the child from 13, each count. */
export function originalsCount(ctx: Ctx): number {
  return 1 + (ctx.minorAge === null ? 1 : 2 + (childSigns(ctx) ? 1 : 0));
}

/**
 * Place, date, number of originals and one signature line per party (LEGAL.md A « Originals »,
 * « Signature block »); consecutive ContractSignature paragraphs stay together on the page.
 */
export function signatures(ctx: Ctx): Block[] {
  const n = originalsCount(ctx);
  const each = n === 2 ? 'un pour chaque partie' : 'un pour chaque signataire';
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
      ...grantorLines(ctx),
      ...granteeLines(ctx),
    ),
  ];
}
