import type { Block } from '../model';
import { b, group, notice } from '../model';

/** The closing notice every contract ends with (LEGAL.md « How the product applies it »). */
export function closingNotice(): Block[] {
  return [
    group(
      'notice',
      notice(
        b('Avertissement : '),
        'ce document est un modèle de contrat type, établi à partir des informations saisies. Il ne remplace pas ' +
          "le conseil d'un avocat ou d'un autre professionnel du droit, qu'il est recommandé de consulter avant " +
          'toute signature, en particulier si votre situation présente des particularités.',
      ),
    ),
  ];
}
