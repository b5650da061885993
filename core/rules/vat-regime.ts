import { isFrance } from '../fields/formats';
import type { Draft } from '../schemas/draft';
import { usesAuthorInfo } from './distinct-model';

/**
 * The VAT answer against the grantor's address. The contract
 * prints what was answered: « autoliquidation » writes « le Cédant étant établi hors de France »
 * and the CGI 182 B withholding, so for an address in France the deed contradicts itself and the
 * assignee may withhold what it does not owe — refused. « Franchise en base » (CGI 293 B) is for
 * a business established in France; the EU's cross-border scheme has its own conditions, so a
 * grantor abroad is only warned.
 */
type VatAnswers = Pick<
  Draft,
  'tva_regime' | 'type_contrat' | 'modele_distinct' | 'auteur_info' | 'modele_info'
>;

/** The address the VAT answer describes: the author's, or the model's when she alone grants. */
const grantorInFrance = (draft: VatAnswers): boolean =>
  isFrance((usesAuthorInfo(draft) ? draft.auteur_info : draft.modele_info).pays);

export function vatRegimeError(draft: VatAnswers): string | null {
  if (draft.tva_regime !== 'autoliquidation' || !grantorInFrance(draft)) return null;
  return (
    'Ce régime vaut pour une personne établie hors de France, or l’adresse indiquée à l’étape 3 est en France\u00a0: ' +
    'choisissez un autre régime de TVA, ou indiquez le pays de cette adresse.'
  );
}

export function vatRegimeWarning(draft: VatAnswers): string | null {
  if (draft.tva_regime !== 'franchise' || grantorInFrance(draft)) return null;
  return (
    'la franchise en base (article 293 B du CGI) vaut pour une personne établie en France, or l’adresse indiquée à ' +
    'l’étape 3 est à l’étranger\u00a0: vérifiez ce régime, ou choisissez «\u202fÉtabli hors de France\u202f».'
  );
}
