import type { Ctx } from './context';
import type { Block } from './model';
import { article, heading, p, ref, when } from './model';
import { grantedExtraRights } from './clauses/rights';
import { auteurPart } from './auteur';
import { imagePart } from './image';

/**
 * Two titled parts with their own regimes (legal review C): the CPI for the work, art. 9 C. civ.
 * for the image; then the common provisions, starting with how the two grants interlock.
 */
export function combinedParts(ctx: Ctx): Block[] {
  const grant = ctx.assigns
    ? 'la cession'
    : ctx.licence && ctx.paid
      ? 'la licence'
      : "l'autorisation";
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
      ...interlock(ctx, grant, depicted),
    ),
  ];
}

/**
 * Whether the Work depicts the model is an answer (`oeuvre_represente_modele`), never assumed:
 * only a depicting Work is bound by the image authorisation's duration and scope (legal review C
 * v2); a Work that does not depict the model is exploited under the first part alone. Unanswered,
 * the preview shows the safe interlock without declaring anything (readiness asks the answer).
 */
function interlock(ctx: Ctx, grant: string, depicted: string): Block[] {
  const answer = ctx.draft.oeuvre_represente_modele;
  if (answer === 'non')
    return [
      p(
        `Les Parties déclarent que l'Œuvre ne représente pas ${depicted} : la première partie s'exécute ` +
          "indépendamment de la deuxième, et l'expiration ou le retrait de l'autorisation prévue à la deuxième " +
          "partie est sans effet sur les droits consentis à la première. Les Images ne sont pas l'Œuvre : la " +
          'première partie ne porte pas sur elles.',
      ),
    ];
  return [
    ...when(answer === 'oui' && p(`Les Parties déclarent que l'Œuvre représente ${depicted}.`)),
    p(
      `L'Œuvre, en tant qu'elle représente ${depicted}, ne peut être exploitée que tant que ${grant} prévue à la ` +
        "première partie et l'autorisation prévue à la deuxième partie sont l'une et l'autre en vigueur.",
    ),
    ...scopeMatch(ctx, depicted),
  ];
}

/** The Work depicts the model, or the question is not answered yet (the safe reading). */
export const workMayDepictModel = (ctx: Ctx): boolean =>
  ctx.combined && ctx.draft.oeuvre_represente_modele !== 'non';

/** What part 1 grants that an art. 9 consent to reproduce and show the image does not cover. */
function beyondImage(ctx: Ctx): string[] {
  const granted = grantedExtraRights(ctx);
  return [
    granted.includes('distribution') && "d'aucune vente d'exemplaires",
    granted.includes('location') && "d'aucune location",
    granted.includes('pret') && "d'aucun prêt",
  ].filter((x): x is string => Boolean(x));
}

/**
 * legal review C v2: the two grants must match in scope. Part 1 may not allow, for a work showing
 * the person, a use the image part does not authorise (sale, rental, lending, adaptation, other
 * supports or destination): the image consent (C. civ. 9) is the narrower limit.
 */
function scopeMatch(ctx: Ctx, depicted: string): Block[] {
  const beyond = beyondImage(ctx);
  const list =
    beyond.length > 1 ? `${beyond.slice(0, -1).join(', ')} ni ${beyond.at(-1)}` : beyond[0];
  const adaptation = grantedExtraRights(ctx).includes('adaptation');
  return [
    p(
      `Les utilisations de l'Œuvre en tant qu'elle représente ${depicted} sont limitées à celles qu'autorise la ` +
        "deuxième partie : mêmes Supports, même Destination et même Territoire, tels que les définit l'article ",
      ref('i-scope'),
      ', dans le respect des utilisations exclues et des retouches permises par les articles ',
      ref('i-excluded'),
      ' et ',
      ref('i-retouching'),
      '. Les droits consentis à la première partie ne permettent, pour une telle utilisation, rien de plus.',
    ),
    ...when(
      list !== undefined &&
        p(
          `En particulier, l'Œuvre, en tant qu'elle représente ${depicted}, ne peut faire l'objet ${list}, sauf ` +
            "nouvelle autorisation écrite donnée au titre de l'article 9 du Code civil.",
        ),
      adaptation &&
        p(
          `Le droit d'adaptation défini à l'article `,
          ref('a-right-adaptation'),
          ` ne s'exerce sur l'Œuvre en tant qu'elle représente ${depicted} que dans la limite des retouches ` +
            "permises par l'article ",
          ref('i-retouching'),
          '.',
        ),
    ),
  ];
}

export const combinedTitle = (ctx: Ctx): string =>
  ctx.licence && ctx.paid
    ? "Contrat de licence de droits d'auteur et d'autorisation d'exploitation de l'image"
    : ctx.paid
      ? "Contrat de cession de droits d'auteur et d'autorisation d'exploitation de l'image"
      : "Autorisation d'exploitation de droits d'auteur et de l'image à titre gratuit";
