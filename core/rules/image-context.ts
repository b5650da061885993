import { AUTEUR, IMAGE } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import type { ImageContext } from '../answers/image-context';
import { hasDistinctModel } from './distinct-model';

/**
 * What the image context (`contexte_image`, LEGAL J14–J15) allows, and the warning it calls for.
 * Pure functions of the draft: the wizard shows them on the field, the server refuses the same
 * combinations (core/fields/validate.ts), and a later preview warning can call them as they are.
 */
type ContextAnswers = Pick<
  Draft,
  'contexte_image' | 'type_contrat' | 'type_cession' | 'auteur_type' | 'modele_distinct'
>;

/** The context the image part is drafted for: 'standard' when there is no image part. */
export function imageContextOf(draft: ContextAnswers): ImageContext {
  return draft.type_contrat.includes(IMAGE) ? draft.contexte_image : 'standard';
}

/** The image part is granted by a company passing on the consents it holds (no person signs it). */
const companyGrantsImage = (draft: ContextAnswers): boolean =>
  draft.auteur_type === 'Personne morale' && !hasDistinctModel(draft);

export const EXCHANGE_COMBINED_MESSAGE =
  'L’échange (TFP) n’est proposé que pour une autorisation de droit à l’image seule\u00a0: le photographe ' +
  'y est le bénéficiaire et concède lui-même au modèle l’usage des photos. Décochez le type «\u202fAuteur\u202f» ' +
  'ou choisissez «\u202fAutorisation ordinaire\u202f».';
export const EXCHANGE_PAID_MESSAGE =
  'Un échange (TFP) ne comporte aucun prix\u00a0: la contrepartie de la pose est la licence des photos ' +
  'consentie au modèle. Choisissez «\u202fGratuite\u202f» comme mode de cession, ou «\u202fAutorisation ' +
  'ordinaire\u202f» pour une pose payée.';
export const EMPLOYEE_PAID_MESSAGE =
  'L’image d’un salarié est autorisée ici sans contrepartie, révocable à tout moment\u00a0: une somme que ' +
  'l’employeur verse à son salarié pour son image est un élément de salaire, qui relève de son contrat de ' +
  'travail et de son bulletin de paie. Choisissez «\u202fGratuite\u202f» comme mode de cession.';
export const PERSON_CONTEXT_MESSAGE =
  'Un échange (TFP) ou l’image d’un salarié concerne une personne physique qui consent elle-même pour son ' +
  'image\u00a0: l’auteur ne peut pas être une personne morale qui transmet des autorisations. Indiquez la ' +
  'personne photographiée, ou choisissez «\u202fAutorisation ordinaire\u202f».';

/**
 * Why this context cannot be drafted for this draft (refused in French), or null. The engine
 * writes an exchange only between a photographer-beneficiary and a model, with no price; an
 * employee's image only as a free, revocable consent of the employee himself.
 */
export function imageContextError(draft: ContextAnswers): string | null {
  const context = imageContextOf(draft);
  if (context === 'standard') return null;
  if (companyGrantsImage(draft)) return PERSON_CONTEXT_MESSAGE;
  if (context === 'echange') {
    if (draft.type_contrat.includes(AUTEUR)) return EXCHANGE_COMBINED_MESSAGE;
    if (draft.type_cession === 'Onéreuse') return EXCHANGE_PAID_MESSAGE;
    return null;
  }
  return draft.type_cession === 'Onéreuse' ? EMPLOYEE_PAID_MESSAGE : null;
}

/**
 * LEGAL J14: posing in exchange for photos is no wage, but regular unpaid posing that presents a
 * brand's products is modelling work presumed to be employment whatever its pay (C. trav.
 * L7123-2 to L7123-4). A warning, not a refusal: a one-off TFP between artists is lawful.
 */
export const EXCHANGE_REQUALIFICATION_WARNING =
  'Un échange ponctuel entre photographe et modèle est licite. Mais poser régulièrement sans ' +
  'rémunération pour présenter les produits ou les services d’une marque est une activité de mannequin, ' +
  'présumée être un contrat de travail quelle que soit la rémunération (articles L7123-2 à L7123-4 du ' +
  'Code du travail)\u00a0: le bénéficiaire risque alors une requalification et le paiement de salaires.';

export function imageContextWarning(draft: ContextAnswers): string | null {
  return imageContextOf(draft) === 'echange' ? EXCHANGE_REQUALIFICATION_WARNING : null;
}
