import type { Draft } from '../schemas/draft';
import { AUTEUR, IMAGE } from '../answers/draft';
import { LAWFUL_DEFAULTS } from './defaults';

type ScopeFields = Pick<
  Draft,
  | 'type_contrat'
  | 'type_cession'
  | 'exclusivite'
  | 'duree_annees'
  | 'duree_image_annees'
  | 'oeuvre_represente_modele'
  | 'oeuvre_a_creer'
>;

/** « pour toute la durée légale de protection » or « pendant 10 ans ». */
const copyrightTerm = (years: number | null): string =>
  years === null
    ? 'pour toute la durée légale de protection (vie de l’auteur et 70 ans)'
    : `pendant ${years} an${years > 1 ? 's' : ''}`;

/**
 * legal review C v2: an exclusive copyright grant that outlasts the image authorisation of the
 * person it shows. The work showing the person can only be used while both grants run
 * (combined.ts), so after the image term the assignee can no longer use the portrait, while the
 * author stays barred by the exclusivity from licensing it to anyone else. The wizard shows this
 * warning (it does not block: a planned renewal can justify the choice). Not for a work that does
 * not depict the model: the two grants then run each on its own (LEGAL J18). A work still to be
 * created is assigned from its delivery (LEGAL J4) while the image authorisation runs from
 * signature: the same number of years then ends the image first. Null when no warning.
 */
export function combinedScopeWarning(draft: ScopeFields): string | null {
  const combined = draft.type_contrat.includes(AUTEUR) && draft.type_contrat.includes(IMAGE);
  const paid = draft.type_cession === 'Onéreuse';
  if (!combined || !paid || !draft.exclusivite) return null;
  if (draft.oeuvre_represente_modele === 'non') return null;
  const copyrightYears = draft.duree_annees; // null: the legal term (paid default, legal review E)
  const imageYears = draft.duree_image_annees ?? LAWFUL_DEFAULTS.imageYears;
  const fromDelivery = draft.oeuvre_a_creer;
  if (copyrightYears !== null && copyrightYears < imageYears) return null;
  if (copyrightYears !== null && copyrightYears === imageYears && !fromDelivery) return null;
  const imageEnd = `${imageYears} an${imageYears > 1 ? 's' : ''}`;
  return (
    `La cession exclusive des droits d’auteur court ${copyrightTerm(copyrightYears)}` +
    `${fromDelivery ? ' à compter de la livraison de l’œuvre' : ''}, mais l’autorisation d’utiliser l’image ` +
    `de la personne représentée prend fin ${fromDelivery ? `${imageEnd} après la signature` : `après ${imageEnd}`}. ` +
    'Passé ce délai, le cessionnaire ne pourra plus utiliser l’œuvre qui la représente, et l’auteur, lié par ' +
    'l’exclusivité, ne pourra pas non plus la céder à un autre. ' +
    (fromDelivery
      ? 'Choisissez pour la cession une durée plus courte que celle de l’autorisation d’image, qui court dès ' +
        'la signature, ou renoncez à l’exclusivité.'
      : 'Alignez la durée de la cession sur celle de l’autorisation d’image, ou renoncez à l’exclusivité.')
  );
}
