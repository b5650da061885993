import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, li, p, ref, when } from '../model';
import type { Para } from '../model';
import { authorCredit } from './credit';
import { logoNameItem } from './logo';

/**
 * Anonymity is never a waiver: the author can always demand the name later (Cass. 1re civ.
 * 13 Feb 2007, 05-12.016; legal review A8).
 */
const stillDemandable = (who: string): string =>
  `l'absence de nom n'emporte aucune renonciation au droit au nom : ${who} peut à tout moment exiger, par écrit, ` +
  `que son nom soit indiqué sur les exploitations postérieures à la demande`;

/**
 * The name item, from the one answer `mention_auteur` (legal review A8, C v2; authorCredit): the
 * credit line « © … », or no name (anonymity, or by default for a minor who is also the model).
 */
function nameItem(ctx: Ctx): Para {
  const { grantor } = ctx.a;
  const logo = logoNameItem(ctx);
  if (logo) return logo;
  const credit = authorCredit(ctx);
  if (credit.kind === 'none') {
    if (ctx.company)
      return li(
        `le droit au nom : à la demande ${grantor.du}, qui garantit que chacun d'eux y a consenti, l'Œuvre est ` +
          'exploitée sans mention du nom de ses auteurs ; ' +
          `${stillDemandable("chacun d'eux")} ;`,
      );
    const why = credit.minorDefault
      ? // « représenté sur l'Œuvre » only when the parties said so (oeuvre_represente_modele).
        `l'auteur étant mineur et ${ctx.draft.oeuvre_represente_modele === 'oui' ? "représenté sur l'Œuvre" : 'également le Modèle'}, ` +
        "celle-ci est exploitée sans mention de son nom, afin qu'il ne puisse être identifié par ce moyen"
      : "à la demande de l'auteur, l'Œuvre est exploitée sans mention de son nom";
    const who = credit.minorDefault
      ? "l'auteur (tant qu'il est mineur, par ses représentants légaux)"
      : "l'auteur";
    return li(`le droit au nom : ${why} ; ${stillDemandable(who)} ;`);
  }
  const pseudonym = credit.kind === 'pseudonym' ? ", pseudonyme choisi par l'auteur," : '';
  return li(
    "le droit au nom : chaque exploitation de l'Œuvre est accompagnée de la mention « © ",
    { text: credit.text },
    ctx.company && credit.kind === 'name'
      ? ` », complétée du nom des auteurs lorsque ${grantor.le} les communique, ou de toute autre mention indiquée par écrit par ${grantor.le}. `
      : ` »${pseudonym} ou de toute autre mention indiquée par écrit par ${grantor.le}. `,
    "Lorsque le format d'une publication ne permet pas cette mention, elle figure dans un emplacement accessible " +
      "depuis celle-ci (légende, description, page de crédits) ; l'auteur peut toujours exiger que son nom soit indiqué ;",
  );
}

/**
 * Only an author decides to divulge their work (L121-2): a company handing the Work over is not
 * its authors' consent, unless the work is collective (L113-5). So the company warrants that consent
 *.
 */
function divulgation(ctx: Ctx): string {
  if (ctx.company)
    return (
      `le droit de divulgation : ${ctx.a.grantor.le} garantit que chacun des auteurs de l'Œuvre a consenti à sa ` +
      "communication au public dans les seules conditions du présent contrat, sauf s'il s'agit d'une œuvre " +
      'collective, dont la divulgation lui appartient ;'
    );
  return (
    "le droit de divulgation : la remise de l'Œuvre vaut accord de l'auteur sur sa communication au public dans " +
    'les seules conditions du présent contrat ;'
  );
}

/**
 * Moral rights stay with the author, perpetual, inalienable and imprescriptible (L121-1,
 * legal review A8, D1): name (credit line, which can always be demanded), integrity, divulgation,
 * withdrawal against prior compensation (L121-4).
 */
export function moralRights(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const adaptation = ctx.paid && ctx.draft.droits_cedes.includes('adaptation');
  const intro = ctx.company
    ? p(
        "Le droit moral sur l'Œuvre appartient à ses auteurs, personnes physiques, ou, s'il s'agit d'une œuvre " +
          `collective, ${grantor.au} (articles L113-5 et L121-1 du CPI). Perpétuel, inaliénable et imprescriptible, ` +
          `il n'est ni cédé ni abandonné par le présent contrat. ${grantee.Le} respecte en conséquence :`,
      )
    : p(
        "Le droit moral de l'auteur sur l'Œuvre est perpétuel, inaliénable et imprescriptible (article L121-1 du " +
          `CPI). Le présent contrat n'en emporte ni cession ni renonciation : ${grantor.le} le conserve en totalité, ` +
          `et ${grantee.le} respecte en conséquence :`,
      );
  return [
    article(
      'a-moral',
      'Droit moral',
      intro,
      nameItem(ctx),
      ...when(
        adaptation &&
          li(
            "le droit au respect de l'Œuvre : aucune modification, coupe ou présentation ne peut dénaturer l'Œuvre ou " +
              "porter atteinte à l'honneur ou à la réputation de l'auteur, en dehors des seules adaptations autorisées à l'article ",
            ref('a-right-adaptation'),
            ' ;',
          ),
        !adaptation &&
          li(
            "le droit au respect de l'Œuvre : l'Œuvre est exploitée telle qu'elle a été remise, sans modification, coupe " +
              `ni présentation de nature à la dénaturer ; toute modification requiert l'accord préalable et écrit ${grantor.du} ;`,
          ),
      ),
      li(divulgation(ctx)),
      li(
        "le droit de repentir ou de retrait : l'auteur peut, même après la publication, faire cesser l'exploitation " +
          `de l'Œuvre, à charge d'indemniser préalablement ${grantee.le} du préjudice que ce retrait lui cause ` +
          '(article L121-4 du CPI).',
      ),
    ),
  ];
}
