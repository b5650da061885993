import type { Draft } from '../schemas/draft';
import { AUTEUR, IMAGE } from '../schemas/draft';
import { hasDistinctModel, usesAuthorInfo } from './distinct-model';

/** SPEC §5: shown while the download and editor buttons of step 6 are disabled. */
export const READINESS_MESSAGE =
  'Veuillez compléter toutes les informations obligatoires avant de générer votre contrat.';
/** SPEC §5: step 4 reached without any contract type. */
export const STEP4_NO_CONTRACT_TYPE_MESSAGE =
  "Veuillez retourner à l'étape 1 et sélectionner au moins un type de contrat.";

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** Step 4 (descriptions) can only show once at least one contract type is chosen. */
export function canShowStep4(draft: Pick<Draft, 'type_contrat'>): boolean {
  return draft.type_contrat.length > 0;
}

/** Author complete: natural person → civility, last and first name; company → name and legal form. */
export function isAuthorInfoComplete(draft: Pick<Draft, 'auteur_type' | 'auteur_info'>): boolean {
  const info = draft.auteur_info;
  if ('forme_juridique' in info) {
    return (
      draft.auteur_type === 'Personne morale' && filled(info.nom) && filled(info.forme_juridique)
    );
  }
  return (
    draft.auteur_type === 'Personne physique' &&
    filled(info.gentille) &&
    filled(info.nom) &&
    filled(info.prenom)
  );
}

/** The distinct model's civility, last and first name (what the parties clause cannot leave blank). */
export function isModelInfoComplete(draft: Pick<Draft, 'modele_info'>): boolean {
  const info = draft.modele_info;
  return filled(info.gentille) && filled(info.nom) && filled(info.prenom);
}

/**
 * Step 6 « authorInfo » line, which covers the author and, when the image part is signed by a
 * distinct model, the model too (Image only with a distinct model: the model alone).
 */
export function arePartiesInfoComplete(
  draft: Pick<Draft, 'auteur_type' | 'auteur_info' | 'type_contrat' | 'modele_distinct' | 'modele_info'>,
): boolean {
  return (
    (!usesAuthorInfo(draft) || isAuthorInfoComplete(draft)) &&
    (!hasDistinctModel(draft) || isModelInfoComplete(draft))
  );
}

/** Descriptions complete: the work's if Auteur is chosen, the image's if Image is chosen. */
export function areDescriptionsComplete(
  draft: Pick<Draft, 'type_contrat' | 'description_oeuvre' | 'description_image'>,
): boolean {
  const needsWork = draft.type_contrat.includes(AUTEUR);
  const needsImage = draft.type_contrat.includes(IMAGE);
  return (
    (!needsWork || filled(draft.description_oeuvre)) &&
    (!needsImage || filled(draft.description_image))
  );
}

/** Remuneration present when the assignment is paid. */
export function isRemunerationComplete(
  draft: Pick<Draft, 'type_cession' | 'remuneration'>,
): boolean {
  return draft.type_cession !== 'Onéreuse' || filled(draft.remuneration);
}

export type Readiness = {
  ready: boolean;
  checks: {
    contractType: boolean;
    authorInfo: boolean;
    descriptions: boolean;
    remuneration: boolean;
  };
};

/** SPEC §5 final-step readiness: the four checklist lines of step 6, and whether all hold. */
export function checkReadiness(draft: Draft): Readiness {
  const checks = {
    contractType: canShowStep4(draft),
    authorInfo: arePartiesInfoComplete(draft),
    descriptions: areDescriptionsComplete(draft),
    remuneration: isRemunerationComplete(draft),
  };
  return { ready: Object.values(checks).every(Boolean), checks };
}
