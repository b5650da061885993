import { formatDateFr } from '@core/document/typography';
import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, isBlank, p, ref, v, when } from '../model';
import { reservesDroitDeSuite } from './droit-de-suite';

const INDEPENDENCE =
  "La propriété de l'objet matériel est indépendante des droits d'auteur sur l'Œuvre (article L111-3 du CPI) : ";

/**
 * The physical original of a graphic or plastic work (legal review H3): CPI L111-3 makes the
 * ownership of the object independent of the copyright, so the contract says who keeps the
 * object and that neither keeping nor handing it over moves any right by itself.
 */
function original(ctx: Ctx): Block[] {
  if (!ctx.draft.oeuvre_graphique) return [];
  const { grantor } = ctx.a;
  const grant = ctx.assigns ? 'cession' : 'autorisation';
  switch (ctx.draft.original) {
    case 'numerique':
      return [
        p(
          "L'Œuvre est une création numérique : il n'en existe aucun original matériel distinct des fichiers livrés " +
            'en application du présent article.',
        ),
      ];
    case 'conserve':
      return [
        p(
          INDEPENDENCE +
            `${grantor.le} conserve la propriété de l'original de l'Œuvre, sans que cette conservation restreigne ` +
            `les droits objets de la présente ${grant}, qui s'exercent au moyen des fichiers livrés. ` +
            `${grantor.Le} n'est tenu ni de remettre ni de prêter l'original.`,
        ),
      ];
    case 'remis':
      return ctx.paid ? originalSold(ctx) : originalLent(ctx);
  }
}

/**
 * A free grant hands the original over on loan (C. civ. 1875): « la propriété de l'original est
 * transférée sans contrepartie financière » promised a gift in a private deed (void, C. civ. 893,
 * 931) and wrote into the deed the donative intent that the free grant's recitals keep out
 * (legal review A7).
 */
function originalLent(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  return [
    p(
      INDEPENDENCE +
        `${grantor.le} remet l'original de l'Œuvre ${grantee.au} à la date de livraison prévue ci-dessous, à ` +
        'titre de prêt à usage (articles 1875 et suivants du Code civil), pour les seuls besoins des exploitations ' +
        `prévues au présent contrat ; il en conserve la propriété.`,
    ),
    p(
      `${grantee.Le} en assure la garde et la conservation, en répond jusqu'à sa restitution et le restitue ` +
        `${grantor.au} au plus tard au terme de la Durée ; cette remise ne lui confère, par elle-même, aucun droit ` +
        "d'exploitation autre que ceux prévus au présent contrat.",
    ),
  ];
}

/** A paid cession: the original is sold with it, its price included in the cession's. */
function originalSold(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  return [
    p(
      INDEPENDENCE +
        `${grantor.le} remet l'original de l'Œuvre ${grantee.au} à la date de livraison prévue ci-dessous ; ` +
        'cette remise lui en transfère la propriété mais ne lui confère, par elle-même, aucun droit ' +
        "d'exploitation autre que ceux prévus au présent contrat.",
    ),
    // A transfer of ownership needs its price (C. civ. 1583): without it the
    // object was handed over for nothing.
    p(
      "Le prix de l'original est compris dans la rémunération prévue à l'article ",
      ref('a-remuneration'),
      `, qui rémunère à la fois la présente ${ctx.licence ? 'licence' : 'cession'} et la propriété de l'original : aucune autre somme ` +
        "n'est due à ce titre. ",
      `Les risques de perte ou de détérioration de l'original passent ${grantee.au} à sa remise.`,
    ),
    ...when(
      reservesDroitDeSuite(ctx) &&
        p(
          "Toute revente ultérieure de l'original avec l'intervention d'un professionnel du marché de l'art ouvre " +
            "le droit de suite réservé à l'article ",
          ref('a-suite'),
          '.',
        ),
    ),
  ];
}

/** What is delivered, in which format and by which date (eight days after signature when unanswered). */
function delivery(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const format = ctx.draft.livraison_format;
  const date = formatDateFr(ctx.draft.livraison_date);
  return [
    p(
      `${grantor.Le} livre ${grantee.au} l'Œuvre sous forme de fichiers numériques, `,
      ...(isBlank(format)
        ? [
            'dans une définition et un format permettant les exploitations prévues au présent contrat',
          ]
        : ['au format suivant : ', v(format.trim().replace(/[\s.;,:]+$/u, ''))]),
      // No date answered: a lawful default rather than a blank one side could fill in after
      // signature (legal review I v2; the Work exists at signature, article 1).
      ...(isBlank(ctx.draft.livraison_date)
        ? [', au plus tard huit jours après la signature du présent contrat.']
        : [', au plus tard le ', { text: date }, '.']),
    ),
    p(
      'Sauf mention contraire ci-dessus, les fichiers de travail (sources, calques, versions intermédiaires) ne sont ' +
        `pas livrés. La livraison n'étend pas les droits consentis ${grantee.au}, qui restent ceux du présent contrat.`,
    ),
  ];
}

/**
 * Physical original (graphic or plastic works) and delivery of files (legal review H3; CPI L111-3).
 */
export function originalAndDelivery(ctx: Ctx): Block[] {
  if (!ctx.hasAuteur) return [];
  const title = ctx.draft.oeuvre_graphique
    ? "Original et livraison de l'Œuvre"
    : "Livraison de l'Œuvre";
  return [article('a-delivery', title, ...original(ctx), ...delivery(ctx))];
}
