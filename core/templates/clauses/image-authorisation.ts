import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, li, p, ref, v, when } from '../model';
import { imageNonExclusive } from './exclusivity';
import { imageCredit } from './image-credit';

/** Who the images show: the model, or the persons whose written consents the company holds. */
const shown = (ctx: Ctx) => ({
  of: ctx.imgCompany ? 'des personnes représentées' : ctx.img.grantor.du,
});

/**
 * The image authorisation under C. civ. art. 9 (legal review B1, B2, C): identified images only,
 * personal to the beneficiary, non-exclusive; never called a copyright assignment. A company
 * can only pass on the written consents of the persons depicted, within their limits.
 */
export function imageObject(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.img;
  const lead = ctx.imgCompany
    ? `Par le présent contrat, ${grantor.le} autorise ${grantee.le}, sur le fondement de l'article 9 du Code civil et ` +
      "dans la limite des autorisations écrites qu'il détient, à fixer, reproduire et communiquer au public l'image " +
      'des personnes figurant sur les images suivantes (ci-après « les Images ») :'
    : `Par le présent contrat, ${grantor.le} autorise ${grantee.le}, sur le fondement de l'article 9 du Code civil, à ` +
      "fixer, reproduire et communiquer au public son image, telle qu'elle apparaît sur les images suivantes " +
      '(ci-après « les Images ») :';
  return [
    article(
      'i-object',
      'Objet',
      p(lead),
      p(v(ctx.draft.description_image)),
      // legal review I v2: no « Date et lieu des prises de vues : ____ » line, which one side could fill
      // in after signature; the description (which the wizard asks to date and place) identifies.
      p(
        "Cette description vaut identification des Images : l'autorisation porte sur ces seules Images, et toute " +
          'autre prise de vues requiert une nouvelle autorisation écrite. Elle est personnelle ' +
          `${grantee.au} : nul autre ne peut utiliser les Images, en dehors des tiers mentionnés aux articles `,
        ref('i-platforms'),
        ' et ',
        ref('i-sublicence'),
        ', dans les mêmes limites.',
      ),
      ...imageNonExclusive(ctx),
      ...when(
        ctx.imgCompany &&
          p(
            "Le droit à l'image n'appartenant qu'à la personne représentée, " +
              `${grantor.le} garantit détenir l'autorisation écrite de chacune des personnes figurant sur les Images, ` +
              // A company may pass on children's images: the same safeguards as a direct grant
              // (C. civ. 372, 382-1; C. trav. L7124-1).
              "donnée, pour une personne mineure, par chacun des titulaires de l'autorité parentale et, pour un " +
              "enfant de moins de seize ans dont l'image sert une activité de mannequin (article L7123-2 du Code du " +
              "travail), au vu de l'autorisation individuelle prévue à l'article L7124-1 du même code ou de son engagement par une agence de mannequins agréée, " +
              `couvrant les utilisations prévues au présent contrat ; il en transmet le bénéfice ${grantee.au} dans ` +
              'leurs limites et en remet copie à première demande.',
          ),
      ),
    ),
  ];
}

/**
 * The AI exclusion binds the beneficiary, not the platforms whose terms the « Services de tiers »
 * clause lets it accept (legal review I v2): the person is told, and the beneficiary opts out
 * wherever the platform allows it.
 */
function aiNotice(ctx: Ctx): Para {
  const { grantor, grantee } = ctx.img;
  return p(
    `${grantor.Le} est informé que les conditions d'utilisation de certains services de tiers mentionnés à ` +
      "l'article ",
    ref('i-platforms'),
    " peuvent permettre à leur exploitant d'utiliser les contenus qui y sont publiés, notamment pour entraîner " +
      `des systèmes d'intelligence artificielle : l'interdiction ci-dessus engage ${grantee.le}, mais ne lie pas ` +
      `ces exploitants. ${grantee.Le} s'oblige à refuser une telle utilisation des Images chaque fois que le ` +
      'service lui en offre la possibilité (option de retrait, paramètres de confidentialité)' +
      (ctx.imgCompany ? `, et ${grantor.le} en informe les personnes représentées.` : '.'),
  );
}

/** Excluded contexts (B1, B2, D9), retouching limits and credit or anonymity (B2). */
export function imageLimits(ctx: Ctx): Block[] {
  const { grantee } = ctx.img;
  const who = shown(ctx);
  return [
    article(
      'i-excluded',
      'Utilisations exclues',
      p(`${grantee.Le} s'interdit toute utilisation des Images :`),
      li(
        `dans un contexte pornographique, érotique, violent ou contraire à la dignité ${who.of} ;`,
      ),
      li('à des fins de propagande politique, syndicale ou religieuse ;'),
      li(
        `dans un contexte diffamatoire, injurieux ou discriminatoire, ou de nature à nuire à la réputation ou à la vie privée ${who.of} ;`,
      ),
      li(
        "pour la promotion du tabac, des boissons alcooliques, des jeux d'argent ou des médicaments ;",
      ),
      li(
        "pour créer, par montage ou au moyen de systèmes d'intelligence artificielle, des images ou des contenus " +
          (ctx.imgCompany
            ? "représentant les personnes figurant sur les Images dans des situations qu'elles n'ont pas vécues"
            : `représentant ${ctx.img.grantor.le} dans des situations qu'il n'a pas vécues`) +
          ', ou pour entraîner de tels systèmes ;',
      ),
      li("en dehors des Supports et de la Destination définis à l'article ", ref('i-scope'), '.'),
      aiNotice(ctx),
    ),
    article(
      'i-retouching',
      'Retouches',
      p(
        `${grantee.Le} peut apporter aux Images les seules retouches techniques suivantes : recadrage, ` +
          'redimensionnement, correction de la luminosité, du contraste et des couleurs, changement de format. ' +
          `Toute retouche modifiant l'apparence physique ${who.of} et tout montage de nature à altérer le sens des ` +
          'Images sont interdits sans accord préalable et écrit.',
      ),
      // legal review H5 v2; Code de la santé publique L2133-2 (commercial photos of models).
      p(
        'Si, avec cet accord, une Image destinée à un usage commercial est modifiée par un logiciel de traitement ' +
          `d'image afin d'affiner ou d'épaissir la silhouette ${who.of}, elle est accompagnée de la mention ` +
          '« Photographie retouchée » (article L2133-2 du Code de la santé publique).',
      ),
    ),
    imageCredit(ctx),
  ];
}
