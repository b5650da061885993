import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, li, p, ref, v, when } from '../model';
import { NNBSP, numberInWords } from '@core/document/typography';

/** « 5 000 »: a count's thousands are grouped with a narrow no-break space (LEGAL F). */
const groupDigits = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);

/**
 * A licence, not an assignment (LEGAL J12): an « autorisation d'exploitation » non exclusive that
 * transfers no ownership, for an editorial or a commercial use, with an optional print-run cap and
 * end client, sensitive uses excluded. Each of these sentences comes from an answer.
 */
export function licenceTerms(ctx: Ctx): Block[] {
  if (!ctx.licence) return [];
  const { grantor, grantee } = ctx.a;
  const cap = ctx.draft.licence_tirage_max;
  const client = ctx.draft.licence_client_final.trim();
  return [
    article(
      'a-licence',
      'Nature et conditions de la licence',
      p(
        "La présente licence est une autorisation d'exploitation non exclusive : elle n'emporte aucun transfert " +
          `de la propriété des droits patrimoniaux d'auteur sur l'Œuvre, que ${grantor.le} conserve en totalité. ` +
          `${grantee.Le} n'acquiert que le droit d'exploiter l'Œuvre dans les limites du présent contrat.`,
      ),
      ...useOf(ctx),
      ...when(
        cap !== null &&
          p(
            `Les reproductions de l'Œuvre sur support imprimé sont limitées à un tirage total de ${numberInWords(cap)} ` +
              `(${groupDigits(cap)}) exemplaire${cap > 1 ? 's' : ''}, toutes éditions et réimpressions confondues ; tout tirage ` +
              'supplémentaire requiert une nouvelle licence écrite.',
          ),
        client !== '' &&
          p(
            `${grantee.Le} exploite l'Œuvre pour le compte de son client `,
            v(client),
            `, qui en bénéficie dans les seules limites du présent contrat, sans pouvoir l'exploiter à d'autres fins ` +
              `ni en autoriser l'exploitation par quiconque ; ${grantee.le} répond envers ${grantor.le} du respect ` +
              'du présent contrat par ce client.',
          ),
      ),
      p(`${grantee.Le} s'interdit toute utilisation de l'Œuvre :`),
      ...sensitiveUses(),
    ),
  ];
}

/** The use the licence serves, as answered; nothing is printed while it is not answered. */
function useOf(ctx: Ctx): Para[] {
  const use = ctx.draft.licence_usage;
  if (use === 'editoriale')
    return [
      p(
        "La licence est consentie pour un usage éditorial : l'information du public et l'illustration de contenus " +
          "rédactionnels (articles, ouvrages, publications d'information), pour la Destination définie à l'article ",
        ref('a-destination'),
        ". Elle exclut toute utilisation publicitaire ou promotionnelle, l'identification d'une marque, d'un produit " +
          "ou d'un service, et la reproduction de l'Œuvre sur des produits destinés à la vente.",
      ),
    ];
  if (use === 'commerciale')
    return [
      p(
        'La licence est consentie pour un usage commercial : la publicité, la promotion et la communication ' +
          "commerciale, pour la Destination définie à l'article ",
        ref('a-destination'),
        ' et sur les seuls Supports qui y sont désignés.',
      ),
    ];
  return [];
}

/** Sensitive uses a licence never covers (LEGAL J12): the author's honour and the persons shown. */
const sensitiveUses = (): Para[] => [
  li('dans un contexte pornographique, violent, diffamatoire, injurieux ou discriminatoire ;'),
  li('à des fins de propagande politique, syndicale ou religieuse ;'),
  li(
    "qui associerait une personne représentée sur l'Œuvre à un sujet sensible (santé, orientation sexuelle, " +
      'opinions, infractions) ou donnerait à croire qu’elle recommande un produit, un service ou une cause ;',
  ),
  li(
    "qui porterait atteinte à l'honneur ou à la réputation de l'auteur, ou à l'intégrité de l'Œuvre (article " +
      'L121-1 du CPI).',
  ),
];
