import { BLANK, NBSP, formatAmountFr, parseAmount } from '@core/document/typography';
import { principalShare } from '@core/rules/coauthors';
import { isProportional } from '@core/rules/remuneration-mode';
import { shareOf } from '@core/answers/coauthors';
import type { Ctx } from '../context';
import type { Block, Para, Part } from '../model';
import { article, li, p, ref, v, when } from '../model';
import { fullName } from './identity';

/** « Léa Durand, Marc Petit et Inès Roy ». */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

/** Every author's name, the first one first, as the credit and the clause print them. */
export function authorsNames(ctx: Ctx): string[] {
  const first = ctx.physical;
  return [
    first ? fullName('', first.prenom, first.nom) : '',
    ...ctx.coauthors.map((c) => fullName('', c.prenom, c.nom)),
  ].map((name) => v(name).text);
}

/** « 40 % (soit 720 €) », or a blank for a share not typed yet. */
function shareParts(share: number | null, total: number | null): Part[] {
  if (share === null) return [{ text: `${BLANK}${NBSP}%` }];
  const amount = total !== null ? ` (soit ${formatAmountFr((total * share) / 100)})` : '';
  return [{ text: `${share}${NBSP}%${amount}`, bold: true }];
}

/**
 * How the remuneration is shared (LEGAL J13: each author with a share of the price): one line per
 * author, the first taking what the others' shares leave, each paid directly.
 */
function sharing(ctx: Ctx): Para[] {
  const names = authorsNames(ctx);
  const proportional = isProportional(ctx.draft);
  const total = proportional ? null : parseAmount(ctx.draft.remuneration);
  const shares = [principalShare(ctx.coauthors), ...ctx.coauthors.map((c) => shareOf(c.part))];
  const { grantee } = ctx.a;
  return [
    // The image part's price, in a combined contract, is the model's alone: only the work's is shared.
    proportional
      ? p(
          "La rémunération proportionnelle et le minimum garanti prévus à l'article ",
          ref('a-remuneration'),
          ' sont répartis entre les coauteurs comme suit :',
        )
      : p(
          "La rémunération prévue à l'article ",
          ref('a-remuneration'),
          ' est répartie entre les coauteurs comme suit :',
        ),
    ...names.map((name, k) =>
      li(
        `${name} : `,
        ...shareParts(shares[k] ?? null, total && total > 0 ? total : null),
        k === names.length - 1 ? '.' : ' ;',
      ),
    ),
    p(
      `${grantee.Le} verse à chaque coauteur sa part directement ; ce versement le libère envers ce coauteur ` +
        "pour la part correspondante. Les comptes et informations dus à l'auteur en application du présent contrat " +
        "et de l'article L131-5-1 du CPI sont adressés à chacun d'eux.",
    ),
  ];
}

/**
 * A work of collaboration (LEGAL J13; CPI L113-2 al. 1, L113-3): it belongs to all its authors,
 * who exercise their rights by common accord — hence each is a party and signs, and the grantee
 * holds no more than what all of them granted. A contribution of a different kind may be exploited
 * apart, without harming the common work (L113-3 al. 4).
 */
export function collaborationArticle(ctx: Ctx): Block[] {
  if (ctx.coauthors.length === 0) return [];
  const { grantor, grantee } = ctx.a;
  const grant = ctx.assigns ? 'la cession' : ctx.licence ? 'la licence' : "l'autorisation";
  return [
    article(
      'a-collaboration',
      'Œuvre de collaboration',
      p(
        `L'Œuvre a été créée par ${namesList(authorsNames(ctx))}. Elle est une œuvre de collaboration au sens ` +
          "de l'article L113-2, alinéa 1er, du CPI et, à ce titre, la propriété commune de ses coauteurs, qui " +
          "exercent leurs droits d'un commun accord (article L113-3 du CPI). C'est pourquoi chacun d'eux est partie " +
          `au présent contrat et le signe ; ${grant} ne prend effet qu'une fois le présent contrat signé par tous, et ${grantee.le} ` +
          "ne tient de droits que ceux qu'ils ont ensemble consentis. Toute exploitation que le présent contrat ne " +
          "prévoit pas requiert l'accord écrit de chacun des coauteurs.",
      ),
      p(
        `Les engagements et garanties ${grantor.du} sont souscrits par chaque coauteur pour ce qui le concerne. ` +
          "Lorsque la participation de chacun relève d'un genre différent, chaque coauteur peut exploiter " +
          "séparément sa contribution personnelle, sans toutefois porter préjudice à l'exploitation de l'Œuvre " +
          'commune (article L113-3, alinéa 4, du CPI)' +
          (ctx.draft.exclusivite && ctx.assigns
            ? ", ni l'exploiter, pendant la Durée de la cession, sous une forme qui reproduirait l'Œuvre commune."
            : '.'),
      ),
      ...when(ctx.paid && sharing(ctx)).flat(),
      ...when(!ctx.paid && p(`Chacun des coauteurs consent ${grant} à titre gratuit.`)),
    ),
  ];
}
