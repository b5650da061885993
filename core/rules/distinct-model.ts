import type { Draft, PhysicalAuthor } from '../schemas/draft';
import { AUTEUR, IMAGE } from '../answers/draft';

type ModelFields = Pick<Draft, 'type_contrat' | 'modele_distinct'>;

/**
 * Whether the image part is signed by the model of `modele_info` rather than by the author
 * (legal review C): only when Image is chosen and « le modèle est une autre personne » is ticked.
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

/** The model's own fields (no client-picker bookkeeping: the model is never a saved client). */
export type ModelInfoPatch = Partial<Omit<PhysicalAuthor, 'id' | 'saveToClients'>>;

/**
 * Ticks or unticks « la personne photographiée ou filmée n'est pas l'auteur ». Unticking keeps
 * modele_info as typed, so a mis-click loses nothing; the contract ignores it while the flag is
 * off (hasDistinctModel). Same draft back when nothing changes, so the reducer skips a render.
 */
export function setDistinctModel<D extends Pick<Draft, 'modele_distinct'>>(
  draft: D,
  on: boolean,
): D {
  return draft.modele_distinct === on ? draft : { ...draft, modele_distinct: on };
}

/** Changes some of the model's fields, leaving the others (and the author) as they are. */
export function updateModelInfo<D extends Pick<Draft, 'modele_info'>>(
  draft: D,
  patch: ModelInfoPatch,
): D {
  const unchanged = (Object.keys(patch) as (keyof ModelInfoPatch)[]).every(
    (key) => draft.modele_info[key] === patch[key],
  );
  return unchanged ? draft : { ...draft, modele_info: { ...draft.modele_info, ...patch } };
}
