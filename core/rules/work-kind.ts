import { foldText } from './fold-text';

/**
 * Kinds of work the templates are not written for: software has rights
 * of its own (CPI L122-6: reproduction for loading and running, correction of errors, rental),
 * reduced moral rights (L121-7: no repentir, no opposition to harmless changes) and its own
 * lump-sum ground (L131-4 al. 2, 5°), and needs its source code delivered; audiovisual
 * adaptation and publishing need contracts of their own (LEGAL A10). The wizard WARNS when the
 * work's description names one; it does not block (« une capture d'écran d'un logiciel » is an
 * image, not software).
 */
const UNFIT_WORKS: { pattern: RegExp; warning: string }[] = [
  {
    pattern: /\b(logiciels?|code source|codes sources|applications? (mobiles?|web)|progiciels?)\b/,
    warning:
      'La description mentionne un logiciel. Ce modèle n’est pas écrit pour les logiciels, qui ont leurs ' +
      'propres règles (droits de l’article L122-6 du CPI, correction des erreurs, droit moral réduit par ' +
      'l’article L121-7, remise du code source)\u00a0: pour céder un logiciel, faites rédiger un contrat adapté.',
  },
  {
    // A novel or a collection, or a destination that is a book trade (« publication et vente du
    // roman en librairie »): a publishing contract (CPI L132-1), not this one.
    pattern:
      /\b(adaptation audiovisuelle|scenarios?|manuscrits?|romans?|recueils? de (poemes|nouvelles|textes)|en librairies?|maisons? d'edition|contrat d'edition|(edition|publication) (du|d'un|de l'|de ce|de mon|de son) (roman|livre|ouvrage|recueil))\b/,
    warning:
      'La description ou la destination mentionne une œuvre destinée à l’édition ou à une adaptation audiovisuelle. Ces ' +
      'exploitations demandent un contrat d’édition ou d’adaptation audiovisuelle distinct (articles L131-3 et ' +
      'L132-1 du CPI)\u00a0: ce modèle ne les couvre pas.',
  },
];

/** The warnings the work's description and the destination call for, in UNFIT_WORKS' order. Pure. */
export function unfitWorkWarnings(description: string, destination = ''): string[] {
  const text = foldText(`${description}\n${destination}`);
  return UNFIT_WORKS.filter(({ pattern }) => pattern.test(text)).map((w) => w.warning);
}
