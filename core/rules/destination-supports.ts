import type { Support } from '../answers/draft';
import { SUPPORTS } from '../answers/draft';
import { foldText } from './fold-text';

/**
 * A destination that names a medium no chosen support covers (legal review D12 v2: « affichage dans
 * le métro et diffusion télévisée » with the website and Discord only): the deed then authorises
 * nothing the parties want (L131-3 CPI reads a grant strictly). The wizard WARNS, it does not
 * block: the destination may mention a medium in passing.
 */

/** French names of the supports, as the warning prints them. */
export const SUPPORT_NAMES_FR: Record<Support, string> = {
  site_internet: 'Site internet',
  serveur_discord: 'Serveur Discord',
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
  intranet: 'Intranet (communication interne)',
  enseignes_vehicules: 'Enseignes, vitrines et véhicules',
  produits_derives: 'Produits dérivés',
  noms_de_domaine: 'Noms de domaine',
  expositions_concours: 'Expositions et concours',
  albums_tirages_prives: 'Albums et tirages privés',
  cinema: 'Cinéma',
};

/**
 * Words (already folded: lower case, no accents) that name a medium, per support. Whole words
 * only, so « télé » does not match « téléchargement » nor « affiche » « afficher sur le site ».
 */
const KEYWORDS: Record<Exclude<Support, 'plateformes_tierces'>, RegExp> = {
  site_internet: /\b(sites? (internet|web)|(notre|son|leur|votre|mon) site)\b/,
  serveur_discord: /\bdiscord\b/,
  intranet: /\bintranet\b/,
  enseignes_vehicules: /\b(enseignes?|vitrines?|vehicules?)\b/,
  produits_derives:
    /\b(produits? derives?|merchandising|goodies|t-?shirts?|tee-?shirts?|mugs?|porte-?cles|stickers?|autocollants?)\b/,
  noms_de_domaine: /\bnoms? de domaine\b/,
  // Not « festival » alone (« promotion du festival » names an organiser, not a medium), nor
  // « album » alone (a comic book, a record).
  expositions_concours: /\b(expositions?|concours)\b/,
  albums_tirages_prives:
    /\b(albums? (photos?|de (famille|mariage|naissance|bapteme)|souvenirs?|prives?)|tirages? (papier|photos?|prives?))\b/,
  cinema: /\b(cinemas?|salles? obscures?)\b/,
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

/**
 * Media no support of the list covers at all (legal review D12 v2 follow-up): the grant can never
 * reach them, whatever is ticked. Folded, whole words, like KEYWORDS.
 */
const OFF_LIST_MEDIA: { label: string; pattern: RegExp }[] = [
  { label: 'la radio', pattern: /\b(radios?|radiophoniques?|radiodiffusions?)\b/ },
];

/** The media the destination names that no support of the list can cover, in OFF_LIST_MEDIA's order. Pure. */
export function offListDestinationMedia(destination: string): { label: string; word: string }[] {
  const text = foldText(destination);
  return OFF_LIST_MEDIA.flatMap(({ label, pattern }) => {
    const match = pattern.exec(text);
    return match ? [{ label, word: match[0] }] : [];
  });
}

/** « a, b et c ». */
export const frenchList = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}` : (items[0] ?? '');

/** The wizard's warning, or null when every medium named is covered. */
export function destinationSupportsWarning(
  destination: string,
  supports: readonly Support[],
): string | null {
  const sentences: string[] = [];
  const missing = uncoveredDestinationMedia(destination, supports);
  if (missing.length > 0)
    sentences.push(
      'La destination mentionne un moyen de diffusion qu’aucun support coché ne couvre\u00a0: le contrat ne ' +
        `l’autoriserait pas. Cochez ${frenchList(missing.map((m) => `«\u202f${m.label}\u202f»`))}, ou reformulez la destination.`,
    );
  const offList = offListDestinationMedia(destination);
  if (offList.length > 0)
    sentences.push(
      `La destination mentionne ${frenchList(offList.map((m) => m.label))}, qu’aucun des supports proposés ne ` +
        'couvre\u00a0: le contrat ne l’autoriserait pas. Cette exploitation sort du champ de Clausier\u00a0: retirez-la ' +
        'de la destination, ou faites rédiger un contrat adapté.',
    );
  return sentences.length > 0 ? sentences.join(' ') : null;
}
