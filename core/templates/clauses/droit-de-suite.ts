import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, p } from '../model';
import { filesOnlyWork } from '@core/rules/remuneration-mode';

/**
 * Whether the contract must reserve the droit de suite: ticked, or a graphic or plastic work —
 * never for a work that exists only as files, which has no original to resell (LEGAL J11).
 */
export const reservesDroitDeSuite = (ctx: Ctx): boolean =>
  ctx.hasAuteur &&
  (ctx.draft.droits_cedes.includes('suite') || ctx.draft.oeuvre_graphique) &&
  !filesOnlyWork(ctx.draft);

/**
 * The droit de suite is never assigned (L122-8 « inaliénable », legal review D2): when the box is
 * ticked (or the work is graphic or plastic) the contract says the author keeps it.
 */
export function droitDeSuite(ctx: Ctx): Block[] {
  if (!reservesDroitDeSuite(ctx)) return [];
  const { grantor } = ctx.a;
  const grant = ctx.assigns ? 'cession' : 'autorisation';
  const reserve = ctx.company
    ? `Le droit de suite (article L122-8 du CPI), inaliénable, appartient aux auteurs de l'Œuvre et est exclu de la présente ${grant}.`
    : `${grantor.Le} conserve son droit de suite (article L122-8 du CPI), inaliénable et exclu de la présente ${grant}.`;
  return [
    article(
      'a-suite',
      'Droit de suite',
      p(reserve),
      p(
        "Ce droit, qui ouvre une participation au prix de toute revente de l'original de l'Œuvre faite avec " +
          "l'intervention d'un professionnel du marché de l'art, est sans incidence sur les exploitations prévues au " +
          'présent contrat.',
      ),
    ),
  ];
}
