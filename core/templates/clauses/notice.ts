import type { Block } from '../model';
import { group, heading, notice } from '../model';

/**
 * The « modèle de contrat type » notice (legal review « How the product applies it », H13). It is
 * not a term of the deed, so it comes after the signatures under its own heading, and every
 * renderer puts it on a page of its own (core/document/disclaimer.ts): the signed pages never
 * carry it, and the page says it needs neither signature nor initials.
 */
export function closingNotice(): Block[] {
  return [
    group(
      'notice',
      heading('ContractSubtitle', 'Avertissement', 'notice-title'),
      notice(
        'Ce document est un modèle de contrat type, établi à partir des informations saisies. Il ne remplace pas ' +
          "le conseil d'un avocat ou d'un autre professionnel du droit, qu'il est recommandé de consulter avant " +
          'toute signature, en particulier si votre situation présente des particularités.',
      ),
      notice(
        // Not « peut être retirée avant la signature »: a contract signed online is sealed with it.
        "Cette page d'information ne fait pas partie du contrat : elle n'a pas à être signée ni paraphée.",
      ),
    ),
  ];
}
