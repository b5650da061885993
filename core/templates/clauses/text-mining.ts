import type { Ctx } from '../context';
import type { Block } from '../model';
import { p, ref, sub } from '../model';

/**
 * Text and data mining of the work (LEGAL J7; CPI L122-5-3). By default the author reserves it:
 * the opt-out of L122-5-3 III binds miners only if expressed, so the assignee, who publishes the
 * work, expresses it by machine-readable means. Or the author grants an express right to train
 * models, delimited like every right (L131-3): the assignee's own systems, the Destination, the
 * Territory and the Duration, no output that reproduces the work. The image part keeps its own ban
 * (image-authorisation.ts).
 */
export function textMiningSub(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  const body =
    ctx.draft.fouille_ia === 'autorisee'
      ? p(
          `${grantor.Le} autorise ${grantee.le} à reproduire l'Œuvre aux fins de fouille de textes et de données, ` +
            "y compris pour entraîner des systèmes d'intelligence artificielle, à la condition que ces systèmes soient " +
            `exploités par ${grantee.le} lui-même et pour la seule Destination, sur le Territoire et pendant la Durée définis à l'article `,
          ref('a-scope'),
          ". Cette autorisation ne permet ni de remettre l'Œuvre à des tiers pour qu'ils entraînent leurs propres " +
            "systèmes, ni de produire au moyen de ces systèmes des contenus qui reproduisent l'Œuvre en tout ou partie.",
        )
      : p(
          `${grantor.Le} s'oppose à la fouille de textes et de données de l'Œuvre (article L122-5-3, III, du CPI) : ` +
            "aucun droit de l'utiliser pour entraîner des systèmes d'intelligence artificielle n'est consenti. " +
            `${grantee.Le} exprime cette opposition, de manière lisible par machine (métadonnées, protocole d'exclusion ` +
            "des robots, conditions d'utilisation), sur les services en ligne qu'il édite où l'Œuvre est publiée.",
        );
  return sub('a-right-mining', 'Fouille de textes et de données', body);
}
