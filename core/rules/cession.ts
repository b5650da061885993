import type { AuthorType, CessionType, ContractType, ExtraRight } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { AUTEUR, EXTRA_RIGHTS, MAX_FREE_YEARS } from '../answers/draft';
import { emptyCompanyAuthor, emptyPhysicalAuthor } from '../answers/empty-records';

/**
 * docs/product.md §4: choosing Gratuite clears the extra rights and exclusivity (a free grant is
 * limited to reproduction and representation, non-exclusive: legal review A7). Onéreuse keeps the
 * choices.
 */
export function applyCessionType(draft: Draft, type: CessionType): Draft {
  return type === 'Gratuite'
    ? {
        ...draft,
        type_cession: type,
        droits_cedes: [],
        exclusivite: false,
        // A free grant stays short (legal review A7): a longer paid term falls back to the default.
        duree_annees:
          draft.duree_annees !== null && draft.duree_annees > MAX_FREE_YEARS
            ? null
            : draft.duree_annees,
      }
    : { ...draft, type_cession: type };
}

/**
 * docs/product.md §4: changing auteur_type resets auteur_info to the new kind's defaults, which
 * also drops the selected client's id and unticks saveToClients.
 */
export function applyAuthorType(draft: Draft, type: AuthorType): Draft {
  if (type === 'Personne physique') {
    return {
      ...draft,
      auteur_type: type,
      auteur_info: { ...emptyPhysicalAuthor(), saveToClients: false },
    };
  }
  // A company is never a co-author (CPI L113-2: a work of collaboration is made by natural
  // persons); the co-authors go with the natural-person author they wrote with.
  return {
    ...draft,
    auteur_type: type,
    auteur_info: { ...emptyCompanyAuthor(), saveToClients: false },
    coauteurs: [],
  };
}

/**
 * Exclusivity binds the author's copyright only: an image authorisation stays non-exclusive, the
 * person depicted keeping the freedom to dispose of their image (legal review D17; C. civ. 9). So
 * it is offered for a paid contract with an Auteur part, never for an image-only one.
 */
export function exclusivityOffered(draft: Pick<Draft, 'type_cession' | 'type_contrat'>): boolean {
  return draft.type_cession === 'Onéreuse' && draft.type_contrat.includes(AUTEUR);
}

/**
 * Sets the contract types (step 1). Leaving no Auteur part clears exclusivity rather than keeping
 * an answer the contract could not honour (legal review D17); the wizard tells the user it did.
 */
export function setContractTypes(draft: Draft, types: ContractType[]): Draft {
  const exclusivite = draft.exclusivite && types.includes(AUTEUR);
  return { ...draft, type_contrat: types, exclusivite };
}

/** Rights and exclusivity are only offered for a paid assignment (docs/product.md §4). */
export function rightsOffered(draft: Pick<Draft, 'type_cession'>): boolean {
  return draft.type_cession === 'Onéreuse';
}

/**
 * The extra rights the wizard can offer: none for a free assignment; « suite » only for a
 * graphic or plastic work (L122-8; the template then states the author keeps it, legal review D2).
 */
export function availableRights(
  draft: Pick<Draft, 'type_cession' | 'oeuvre_graphique'>,
): ExtraRight[] {
  if (!rightsOffered(draft)) return [];
  return EXTRA_RIGHTS.filter((right) => right !== 'suite' || draft.oeuvre_graphique);
}

/** Ticking « œuvre graphique ou plastique »; unticking it removes « suite » from the rights. */
export function setGraphicWork(draft: Draft, graphic: boolean): Draft {
  return {
    ...draft,
    oeuvre_graphique: graphic,
    droits_cedes: graphic ? draft.droits_cedes : draft.droits_cedes.filter((r) => r !== 'suite'),
  };
}

/** Ticks or unticks one right, ignoring rights that are not available (keeps EXTRA_RIGHTS order). */
export function toggleRight(draft: Draft, right: ExtraRight, on: boolean): Draft {
  if (on && !availableRights(draft).includes(right)) return draft;
  const next = new Set(draft.droits_cedes);
  if (on) next.add(right);
  else next.delete(right);
  return { ...draft, droits_cedes: EXTRA_RIGHTS.filter((r) => next.has(r)) };
}
