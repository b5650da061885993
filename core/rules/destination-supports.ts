import type { Support } from '../schemas/draft';
import { SUPPORTS } from '../schemas/draft';
import { foldText } from './fold-text';

/**
 * A destination that names a medium no chosen support covers (legal review D12 v2: « affichage dans
 * le métro et diffusion télévisée » with the website and Discord only): the deed then authorises
 * nothing the parties want (L131-3 CPI reads a grant strictly). The wizard WARNS, it does not
 * block: the destination may mention a medium in passing.
 */

/** French names of the supports, as the warning prints them. */
export const SUPPORT_NAMES_FR: Record<Support, string> = {
  reseaux_sociaux: 'Réseaux sociaux',
  applications_mobiles: 'Applications mobiles',
  plateformes_video: 'Plateformes vidéo',
  supports_imprimes: 'Supports imprimés',
  presentations_evenementielles: 'Présentations événementielles',
  publicites_en_ligne: 'Publicités en ligne',
  plateformes_tierces: 'Plateformes tierces',
  emails_newsletters: 'E-mails et newsletters',
  presse: 'Presse (imprimée ou en ligne)',
  affichage: 'Affichage extérieur (panneaux, transports)',
  television: 'Télévision',
  emballages: 'Emballages et étiquettes de produits',
};

/**
 * Words (already folded: lower case, no accents) that name a medium, per support. Whole words
 * only, so « télé » does not match « téléchargement » nor « affiche » « afficher sur le site ».
 */
const KEYWORDS: Record<Exclude<Support, 'plateformes_tierces'>, RegExp> = {
  affichage: /\b(metro|affiches?|affichages?|panneaux?|abribus)\b/,
  television: /\b(tele|televisions?|televise(e|s|es)?|tv|spots? televises?)\b/,
  presse: /\b(presse|magazines?|journal|journaux|quotidiens?)\b/,
  emballages: /\b(emballages?|packagings?|etiquettes?)\b/,
  presentations_evenementielles: /\b(salons?|evenements?|evenementiel(le)?s?|conferences?)\b/,
  supports_imprimes: /\b(flyers?|brochures?|catalogues?|imprimes?|imprimees?)\b/,
  reseaux_sociaux: /\b(instagram|facebook|tiktok|linkedin|reseaux sociaux)\b/,
  plateformes_video: /\b(youtube|videos?)\b/,
  emails_newsletters: /\b(newsletters?|e-?mails?|courriels?)\b/,
  // « en application de » is no mobile application.
  applications_mobiles: /(?<!\ben )\b(applications?|applis?)\b/,
  publicites_en_ligne: /\b(bannieres?|publicites? en ligne)\b/,
};

export type UncoveredMedium = {
  support: Support;
  /** The support's French name, for the warning. */
  label: string;
  /** The word of the destination that names it, as folded (« metro », « televisee »). */
  word: string;
};

/**
 * The media the destination names that no chosen support covers, in the order of SUPPORTS.
 * Accent- and case-insensitive. Pure.
 */
export function uncoveredDestinationMedia(
  destination: string,
  supports: readonly Support[],
): UncoveredMedium[] {
  const text = foldText(destination);
  const out: UncoveredMedium[] = [];
  for (const support of SUPPORTS) {
    if (support === 'plateformes_tierces' || supports.includes(support)) continue;
    const match = KEYWORDS[support].exec(text);
    if (match) out.push({ support, label: SUPPORT_NAMES_FR[support], word: match[0] });
  }
  return out;
}

/** The wizard's warning sentence, or null when every medium named is covered. */
export function destinationSupportsWarning(
  destination: string,
  supports: readonly Support[],
): string | null {
  const missing = uncoveredDestinationMedia(destination, supports);
  if (missing.length === 0) return null;
  const names = missing.map((m) => `«\u202f${m.label}\u202f»`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : names[0];
  return (
    'La destination mentionne un moyen de diffusion qu’aucun support coché ne couvre\u00a0: le contrat ne ' +
    `l’autoriserait pas. Cochez ${list}, ou reformulez la destination.`
  );
}
