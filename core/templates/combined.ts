import type { Ctx } from './context';
import type { Block } from './model';
import { article, heading, p, ref } from './model';
import { auteurPart } from './auteur';
import { imagePart } from './image';

/**
 * Two titled parts with their own regimes (LEGAL.md C): the CPI for the work, art. 9 C. civ.
 * for the image; then the common provisions, starting with how the two grants interlock.
 */
export function combinedParts(ctx: Ctx): Block[] {
  const grant = ctx.paid ? 'la cession' : "l'autorisation";
  const depicted = ctx.imgCompany ? 'des personnes figurant sur les Images' : ctx.img.grantor.le;
  return [
    heading(
      'ContractSubtitle',
      "Première partie – Droits d'auteur (Code de la propriété intellectuelle)",
      'part-1',
    ),
    ...auteurPart(ctx),
    heading(
      'ContractSubtitle',
      "Deuxième partie – Droit à l'image (article 9 du Code civil)",
      'part-2',
    ),
    ...imagePart(ctx),
    heading('ContractSubtitle', 'Troisième partie – Dispositions communes', 'part-3'),
    article(
      'link',
      'Articulation des deux parties',
      p(
        'Les deux premières parties relèvent de régimes distincts : la première du Code de la propriété ' +
          "intellectuelle, la seconde de l'article 9 du Code civil. L'autorisation d'utiliser l'image ne constitue " +
          "pas une cession de droits d'auteur" +
          (ctx.paid
            ? ', et chacune des deux parties donne lieu à une rémunération distincte.'
            : '.'),
      ),
      p(
        "Les termes définis Supports, Destination, Territoire et Durée s'entendent, dans chacune " +
          "des deux premières parties, au sens que leur donne l'article ",
        ref('a-scope'),
        " pour l'Œuvre et l'article ",
        ref('i-scope'),
        ' pour les Images ; les dispositions communes qui les emploient à propos des Images renvoient à ce dernier.',
      ),
      p(
        `L'Œuvre, en tant qu'elle représente ${depicted}, ne peut être exploitée que tant que ${grant} prévue à la ` +
          "première partie et l'autorisation prévue à la deuxième partie sont l'une et l'autre en vigueur.",
      ),
    ),
  ];
}

export const combinedTitle = (ctx: Ctx): string =>
  ctx.paid
    ? "Contrat de cession de droits d'auteur et d'autorisation d'exploitation de l'image"
    : "Autorisation d'exploitation de droits d'auteur et de l'image à titre gratuit";
