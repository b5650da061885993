import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, p, ref } from '../model';
import { authorCredit, authorIsModel } from './credit';

/**
 * Whether the person shown is named (legal review B2 « credit or anonymity »). When the author is
 * also the model (legal review C v2), the one answer `mention_auteur` drives both this clause and
 * the credit line of part 1 (authorCredit), so « © Léa Durand » never sits next to « sans mention
 * du nom du Modèle ». Otherwise the model (or each person a company's consents cover) is not named
 * unless they agree in writing: no law requires naming a model, and a name is personal data
 * better left out (RGPD art. 5.1.c); the copyright credit of a distinct author is another matter.
 * So too when the author-model's work does not show them (LEGAL J18): the Images are not the
 * work, and its « © » has no place on them.
 */
export function imageCredit(ctx: Ctx): Block {
  const { grantor } = ctx.img;
  if (!authorIsModel(ctx) || ctx.draft.oeuvre_represente_modele === 'non') {
    const of = ctx.imgCompany ? 'des personnes représentées' : grantor.du;
    return article(
      'i-credit',
      'Mention du nom',
      p(
        `Les Images sont diffusées sans mention du nom ${of}, sauf accord écrit ` +
          (ctx.imgCompany ? 'de la personne concernée' : 'de sa part') +
          " pour qu'y figure son nom ou son pseudonyme.",
      ),
    );
  }
  const credit = authorCredit(ctx);
  const body =
    credit.kind === 'name'
      ? p(
          // Only on what the model made: a photograph of them taken by someone else bearing « © »
          // their name would claim another's work.
          `${grantor.Le} étant aussi l'auteur de l'Œuvre, son nom accompagne les Images qui reproduisent l'Œuvre ` +
            'sous la seule forme de la mention « © ',
          { text: credit.text },
          " » prévue à l'article ",
          ref('a-moral'),
          ", au titre de son droit au nom ; cette mention ne figure sur aucune Image dont il n'est pas " +
            "l'auteur, et aucune autre mention ne le désigne comme la personne représentée.",
        )
      : credit.kind === 'pseudonym'
        ? p(
            `Les Images sont diffusées sans mention du nom ${grantor.du} ; seul figure sur celles qui reproduisent ` +
              "l'Œuvre, au titre de son droit d'auteur, le pseudonyme « ",
            { text: credit.text },
            " » prévu à l'article ",
            ref('a-moral'),
            '.',
          )
        : p(
            `Les Images sont diffusées sans mention du nom ${grantor.du}, l'Œuvre étant elle-même exploitée sans ` +
              "nom d'auteur conformément à l'article ",
            ref('a-moral'),
            ` ; ${grantor.le} peut à tout moment demander par écrit que son nom soit indiqué, dans les conditions de ` +
              'cet article.',
          );
  return article('i-credit', 'Mention du nom', body);
}
