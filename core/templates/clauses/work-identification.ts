import { formatDateFr } from '@core/document/typography';
import { WORK_NATURE_TEXT } from '@core/answers/work-answers';
import type { Ctx } from '../context';
import type { Para, Part } from '../model';
import { isBlank, li, p, ref, v } from '../model';
import { isProportional } from '@core/rules/remuneration-mode';
import { proportionalEffectRuns } from './proportional-remuneration';

/**
 * The work identified by the user's own answers (LEGAL J5, C. civ. 1163): title or subject, kind
 * and format, date or reference — each line printed only when answered, never a guessed value —
 * and whether it is still to be created on commission (LEGAL J4, CPI L131-1).
 */

/** A commissioned work that does not exist yet: the grant takes effect on its delivery. */
export const toBeCreated = (ctx: Ctx): boolean => ctx.hasAuteur && ctx.draft.oeuvre_a_creer;

/** « le 12 janvier 2027 », or a blank readiness asks to fill. */
export function deliveryDate(ctx: Ctx): Part {
  const date = ctx.draft.livraison_date;
  return isBlank(date) ? v('') : { text: formatDateFr(date) };
}

const trimmed = (value: string) => value.trim().replace(/[\s.;,:]+$/u, '');

/** The identification lines, in order; empty when none of the three answers is given. */
export function identificationLines(ctx: Ctx): Para[] {
  const d = ctx.draft;
  const lines: Part[][] = [];
  if (!isBlank(d.titre_oeuvre)) lines.push(['titre ou sujet : ', v(trimmed(d.titre_oeuvre))]);
  const kind = d.nature_oeuvre === '' ? null : WORK_NATURE_TEXT[d.nature_oeuvre];
  if (kind || !isBlank(d.format_oeuvre))
    lines.push([
      ...(kind ? [`nature : ${kind}`] : []),
      ...(!isBlank(d.format_oeuvre)
        ? [kind ? ', format : ' : 'format : ', v(trimmed(d.format_oeuvre))]
        : []),
    ]);
  if (toBeCreated(ctx)) lines.push(['date de livraison prévue : ', deliveryDate(ctx)]);
  else if (!isBlank(d.reference_oeuvre))
    lines.push(['date de création ou référence : ', v(trimmed(d.reference_oeuvre))]);
  return lines.map((parts, n) => li(...parts, n === lines.length - 1 ? '.' : ' ;'));
}

/**
 * What the contract bears on: one existing work identified at signature, or one commissioned work
 * to be created and delivered — never the global assignment of future works (L131-1).
 */
export function workScopeSentence(ctx: Ctx): Para[] {
  const { grantor, grantee } = ctx.a;
  const reserved =
    `Tout droit qui n'y est pas expressément mentionné demeure réservé ${grantor.au} ` +
    '(articles L122-7 et L131-3 du CPI).';
  if (!toBeCreated(ctx))
    return [
      p(
        `Le présent contrat porte sur cette seule Œuvre, existante et identifiée à la date de sa signature, à l'exclusion de toute autre œuvre, ` +
          `notamment future, ${grantor.du} (article L131-1 du CPI). ${reserved}`,
      ),
    ];
  const make = ctx.company ? 'faire réaliser' : 'réaliser';
  return [
    p(
      `L'Œuvre reste à créer : ${grantor.le} s'engage à la ${make} conformément à la description ci-dessus et à la ` +
        `livrer ${grantee.au} au plus tard le `,
      deliveryDate(ctx),
      `. Le présent contrat porte sur cette seule Œuvre, à l'exclusion de toute autre œuvre, présente ou future, ` +
        `${grantor.du} ; il ne vaut pas cession globale d'œuvres futures (article L131-1 du CPI). ${reserved}`,
    ),
    p(
      ...(ctx.paid ? paidEffect(ctx) : ["L'autorisation prend effet à la livraison de l'Œuvre ; "]),
      "la Durée définie à l'article ",
      ref('a-duration'),
      ' court à compter de cette livraison.',
    ),
  ];
}

/**
 * A paid grant waits for its price; a share of receipts (LEGAL J2) has no price to wait for, only
 * its minimum guarantee when there is one.
 */
function paidEffect(ctx: Ctx): Part[] {
  const grant = ctx.licence ? 'La licence' : 'La cession';
  if (isProportional(ctx.draft)) {
    const minimum = proportionalEffectRuns(ctx);
    return minimum
      ? [`${grant} prend effet à la livraison de l'Œuvre, et `, ...minimum, ' ; ']
      : [`${grant} prend effet à la livraison de l'Œuvre ; `];
  }
  return [
    `${grant} prend effet à la livraison de l'Œuvre, et au plus tôt au paiement intégral du prix prévu à l'article `,
    ref('a-remuneration'),
    ' ; ',
  ];
}
