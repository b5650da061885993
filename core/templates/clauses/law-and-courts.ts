import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, p } from '../model';
import { consumerLawAndCourts } from './consumer';

/**
 * The urgent measures the amicable step never bars (legal review H9): summary and ex parte
 * proceedings, the saisie-contrefaçon for the work (CPI L332-1), and for the images the
 * measures that stop an invasion of privacy or image rights (C. civ. 9 al. 2).
 */
function urgentMeasures(ctx: Ctx): string {
  const examples = [
    ...(ctx.hasAuteur ? ['une saisie-contrefaçon (article L332-1 du CPI)'] : []),
    ...(ctx.hasImage
      ? [
          "toute mesure propre à faire cesser une atteinte au droit à l'image (article 9, alinéa 2, du Code civil)",
        ]
      : []),
  ];
  return (
    "La recherche d'une solution amiable ne fait pas obstacle à ce qu'une Partie demande à tout moment au juge, en " +
    "référé ou sur requête, une mesure provisoire ou conservatoire justifiée par l'urgence ou par la nécessité de " +
    `préserver une preuve, notamment ${examples.join(' ou ')}.`
  );
}

/**
 * French law and « juridictions françaises compétentes », never a named city: a clause choosing
 * a court is void against a non-merchant (article 48 du CPC), and copyright disputes go to
 * specialised courts (article L331-1 du CPI) — legal review A « Law and courts », D11.
 */
export function lawAndCourts(ctx: Ctx): Block[] {
  if (ctx.consumer) return consumerLawAndCourts(ctx, p(urgentMeasures(ctx)));
  return [
    article(
      'law',
      'Loi applicable et litiges',
      p('Le présent contrat est soumis au droit français.'),
      p(
        "En cas de différend relatif à sa validité, à son interprétation ou à son exécution, les Parties s'efforcent " +
          "de le régler à l'amiable. À défaut d'accord dans un délai de trente jours à compter de la notification du " +
          "différend par l'une d'elles " +
          (ctx.model ? 'aux autres' : "à l'autre") +
          ', le litige est porté devant les juridictions françaises compétentes.',
      ),
      p(urgentMeasures(ctx)),
    ),
  ];
}
