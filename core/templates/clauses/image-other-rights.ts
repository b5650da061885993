import type { Ctx } from '../context';
import { ofCpi } from '../context';
import type { Block } from '../model';
import { article, p } from '../model';

/**
 * Other rights in the images (legal review H5 v2). Video (`image_video`): the voice is covered
 * expressly, as an attribute of the personality protected like the image (C. civ. 9), within the
 * same limits. Performers' rights (CPI L212-3) are EXCLUDED, not covered: a performance needs a
 * written authorisation per mode of exploitation with its own pay (L212-3 s.), and a paid
 * performer is presumed an employee (C. trav. L7121-3) — what a possibly free art. 9 consent
 * cannot lawfully provide, so it is left to a separate contract, like the audiovisual adaptation
 * (A10). A mere appearance or spontaneous words are no performance (L212-1).
 */
export function imageVideo(ctx: Ctx): Block[] {
  if (!ctx.draft.image_video) return [];
  const of = ctx.imgCompany ? 'des personnes représentées' : ctx.img.grantor.du;
  return [
    article(
      'i-video',
      'Voix et prestations filmées',
      p(
        `Les Images comprenant des séquences filmées, l'autorisation s'étend à la voix ${of}, telle qu'elle y est ` +
          "enregistrée, attribut de la personnalité protégé au même titre que l'image (article 9 du Code civil), dans " +
          'les mêmes limites de Supports, de Destination, de Territoire et de Durée. La voix ne peut être ni séparée ' +
          'des Images pour être utilisée seule, ni modifiée, ni imitée ou reproduite par synthèse vocale.',
      ),
      p(
        `L'autorisation couvre l'apparition ${of} dans les séquences filmées et les propos spontanés qui y sont ` +
          `enregistrés. Elle ne vaut pas autorisation d'artiste-interprète (article L212-3 ${ofCpi(ctx)}) : si les Images ` +
          "fixent l'interprétation d'un rôle, d'un texte, d'une chanson ou d'une chorégraphie, la fixation, la " +
          'reproduction et la communication au public de cette prestation requièrent un contrat distinct, qui en ' +
          "fixe la rémunération et qui, pour l'artiste du spectacle engagé contre rémunération, est présumé être un " +
          'contrat de travail (article L7121-3 du Code du travail).',
      ),
    ),
  ];
}

/**
 * Combined, the Work depicting the model (or not yet said): the Work's copyright is the first
 * part's; any other photograph or video among the Images still needs its author's written
 * licence (L111-1, L131-2, L131-3 CPI). A Work that does not depict the model leaves every Image
 * to that rule: the full note below.
 */
function combinedAuthorRights(ctx: Ctx): Block[] {
  const { grantee } = ctx.img;
  return [
    article(
      'i-author-rights',
      "Droits d'auteur sur les Images",
      p(
        "La deuxième partie ne porte que sur le droit à l'image. Les droits d'auteur sur l'Œuvre sont régis par la " +
          "première partie. Toute autre photographie ou vidéo comprise dans les Images est, lorsqu'elle est originale, " +
          "une œuvre dont les droits d'auteur appartiennent à la personne qui l'a réalisée (article L111-1 du CPI) : " +
          `sauf si ${grantee.le} en est lui-même l'auteur ou tient déjà ces droits de celui-ci par écrit, son ` +
          "exploitation requiert l'accord écrit de cet auteur, dans les formes des articles L131-2 et L131-3 du CPI.",
      ),
    ),
  ];
}

/**
 * Image only (legal review H5 v2): the photographs or videos are works whose copyright belongs to
 * the person who made them — possibly an employee (L111-1 al. 3 CPI) or the model — and must be
 * licensed by that author in writing (L131-2, L131-3); this authorisation does not do it.
 */
export function imageAuthorRights(ctx: Ctx): Block[] {
  if (ctx.combined && ctx.draft.oeuvre_represente_modele !== 'non')
    return combinedAuthorRights(ctx);
  const { grantor, grantee } = ctx.img;
  const whose = ctx.imgCompany
    ? 'des personnes représentées sur leur image'
    : `${grantor.du} sur son image`;
  return [
    article(
      'i-author-rights',
      "Droits d'auteur sur les Images",
      p(
        `Le présent contrat ne porte que sur le droit ${whose}. Les photographies et vidéos qui constituent les ` +
          "Images sont, lorsqu'elles sont originales, des œuvres dont les droits d'auteur appartiennent à la personne qui les a réalisées, y compris " +
          `lorsqu'elle est salariée ou qu'il s'agit ${ctx.imgCompany ? "d'une personne représentée" : `${grantor.du} lui-même`} ` +
          `(article L111-1 ${ofCpi(ctx)}). Sauf si ` +
          `${grantee.le} en est lui-même l'auteur ou tient déjà ces droits de celui-ci par écrit, leur exploitation requiert en outre l'accord écrit de cet ` +
          `auteur, dans les formes des articles L131-2 et L131-3 ${ctx.hasAuteur ? 'du CPI' : 'du même code'}, que le présent contrat ne remplace pas.`,
      ),
    ),
  ];
}
