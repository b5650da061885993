import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, li, p, ref, v, when } from '../model';
import { SUPPORT_TYPES, supportKeys } from './supports';

/** Whether the copyright part is exclusive: only a paid assignment can be (legal review A7, D7). */
export const isExclusive = (ctx: Ctx): boolean => ctx.assigns && ctx.draft.exclusivite;

/**
 * Exclusivity stated either way (legal review A « Sound clauses »); a free grant is never exclusive
 * (A7). When exclusive, it is defined by the modes of exploitation granted and by TYPE of medium,
 * whoever operates the channel (legal review D16 v2): « on the assignee's channels » alone would
 * let the author license the same work to any other website, newspaper or billboard.
 */
export function exclusivity(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const types = supportKeys(ctx).map((k) => SUPPORT_TYPES[k]);
  const body = isExclusive(ctx)
    ? [
        p(
          "La cession est consentie à titre exclusif. L'exclusivité se définit par les modes d'exploitation cédés " +
            "à l'article ",
          ref('a-rights'),
          ' et par les types de supports suivants, quel que soit celui qui exploite le support ou le canal de diffusion :',
        ),
        ...(types.length === 0
          ? [li(v(''), '.')]
          : types.map((type, n) => li(`${type}${n === types.length - 1 ? '.' : ' ;'}`))),
        // Bounded by the Destination and what competes with it: the grant itself is (L131-3), and
        // « tout droit non mentionné demeure réservé » (article 1) must not be emptied by a lock-up
        // of every purpose on every medium.
        p(
          `Pendant la Durée et sur le Territoire, ${grantor.le} s'interdit d'exploiter lui-même l'Œuvre selon ces ` +
            "modes sur ces types de supports, et d'autoriser quiconque à le faire, pour la Destination comme pour " +
            "toute destination qui lui ferait concurrence, notamment la communication, la promotion ou l'identification " +
            "d'un tiers, y compris sur des sites, comptes, publications ou espaces exploités par des tiers : " +
            `l'exclusivité ne se limite pas aux supports ${grantee.du}.`,
        ),
        p(
          `${grantor.Le} conserve la faculté de présenter l'Œuvre parmi ses références professionnelles ` +
            "(portfolio, candidatures, concours), sans exploitation commerciale. Les modes d'exploitation et les " +
            'types de supports qui ne sont pas visés ci-dessus, ainsi que les exploitations qui ne concurrencent pas ' +
            'la Destination, demeurent à sa libre disposition.',
        ),
        // A society grants its general licences whatever its member promised (CPI L321-1 s.).
        ...when(
          ctx.draft.gestion_collective !== 'aucune' &&
            p(
              "L'exclusivité s'entend sous réserve des autorisations que délivre l'organisme de gestion collective " +
                "mentionné à l'article ",
              ref('a-societies'),
              ` au titre des droits dont la gestion lui a été apportée ou confiée : elles ne constituent pas un ` +
                `manquement ${grantor.du}.`,
            ),
        ),
      ]
    : [
        p(
          `${ctx.assigns ? 'La cession' : ctx.licence && ctx.paid ? 'La licence' : "L'autorisation"} est consentie à titre non exclusif : ${grantor.le} demeure ` +
            "libre d'exploiter l'Œuvre et d'en autoriser l'exploitation par des tiers, y compris selon les mêmes " +
            'modes et sur des supports de même type.',
        ),
      ];
  return [article('a-exclusivity', 'Exclusivité', ...body)];
}

/**
 * The image part is non-exclusive (C. civ. 9: the person stays free to dispose of their image),
 * unless the model is paid for an exclusivity limited to one sector (LEGAL J22, image-exclusivity.ts;
 * the copyright `exclusivite` is refused for an image only, IMAGE_EXCLUSIVITY_MESSAGE). In a
 * combined contract it says that part 1's exclusivity concerns the work only.
 */
export function imageNonExclusive(ctx: Ctx): Para[] {
  const free = ctx.imgCompany
    ? "les personnes représentées restent libres de disposer de leur image, notamment de consentir à d'autres " +
      "prises de vues et à d'autres utilisations de celle-ci"
    : `${ctx.img.grantor.le} reste libre de disposer de son image, notamment de consentir à d'autres prises de ` +
      "vues et à d'autres utilisations de celle-ci";
  return [
    // A paid exclusivity limited to a sector has its own article (image-exclusivity.ts).
    ...when(
      !ctx.imageExclusive &&
        p(`L'autorisation est consentie à titre non exclusif : ${free} (article 9 du Code civil).`),
    ),
    ...when(
      ctx.combined &&
        p(
          ...(isExclusive(ctx)
            ? [
                "L'exclusivité stipulée à l'article ",
                ref('a-exclusivity'),
                " ne porte que sur l'Œuvre, au titre des droits d'auteur, et ne s'étend pas à l'image. ",
              ]
            : []),
          "Un tiers ne peut toutefois exploiter l'Œuvre elle-même qu'avec l'autorisation du titulaire des droits " +
            "d'auteur sur celle-ci.",
        ),
    ),
  ];
}
