import type { Draft } from '../schemas/draft';
import { AUTEUR, IMAGE } from '../schemas/draft';

type ModelFields = Pick<Draft, 'type_contrat' | 'modele_distinct'>;

/**
 * Whether the image part is signed by the model of `modele_info` rather than by the author
 * (LEGAL.md C): only when Image is chosen and « le modèle est une autre personne » is ticked.
 */
export function hasDistinctModel(draft: ModelFields): boolean {
  return draft.modele_distinct && draft.type_contrat.includes(IMAGE);
}

/**
 * Three parties (author, model, assignee): a combined contract with a distinct model. With Image
 * only, the distinct model simply replaces the author as the one grantor (see draft.ts).
 */
export function hasThreeParties(draft: ModelFields): boolean {
  return hasDistinctModel(draft) && draft.type_contrat.includes(AUTEUR);
}

/** Whether the author form (auteur_info) is used at all: not for Image only with a distinct model. */
export function usesAuthorInfo(draft: ModelFields): boolean {
  return !hasDistinctModel(draft) || draft.type_contrat.includes(AUTEUR);
}
