import type { Support } from '@core/answers/draft';
import { SUPPORTS } from '@core/answers/draft';
import type { Ctx, Term } from '../context';

/** A support of this contract: each one printed only when ticked (LEGAL J1). */
export type SupportKey = Support;

/**
 * Each support as the grantee's channel, for the scope clause (L131-3 CPI « étendue », art. 9
 * C. civ. « nature des supports »; legal review A2, B1, D12). Never « tous supports ». Every
 * support, the website and Discord included, is an answer: none is printed unless ticked, so the
 * deed asserts no channel the grantee does not have (LEGAL J1).
 */
export const SUPPORT_LABELS: Record<SupportKey, (g: Term) => string> = {
  site_internet: (g) => `le site internet édité par ${g.le} ou pour son compte`,
  serveur_discord: (g) => `le serveur Discord administré par ${g.le}`,
  reseaux_sociaux: (g) => `les pages et comptes ${g.du} sur les réseaux sociaux`,
  applications_mobiles: (g) => `les applications mobiles éditées par ${g.le} ou pour son compte`,
  plateformes_video: (g) => `les chaînes ${g.du} sur les plateformes de partage de vidéos`,
  // « Affiches » only inside its own premises: posters in public places are « affichage » (D12).
  supports_imprimes: (g) =>
    `les documents imprimés édités par ${g.le} ou pour son compte (brochures, dépliants, catalogues, cartes, ` +
    'affiches apposées dans ses propres locaux)',
  presentations_evenementielles: (g) =>
    `les présentations projetées lors de salons, conférences et autres événements auxquels participe ${g.le}`,
  publicites_en_ligne: (g) =>
    `les publicités en ligne (bannières, annonces sponsorisées) diffusées par ${g.le} ou pour son compte`,
  plateformes_tierces: (g) =>
    `les comptes ${g.du} sur des plateformes tierces de diffusion ou de vente en ligne`,
  emails_newsletters: (g) =>
    `les courriers électroniques et lettres d'information adressés par ${g.le}`,
  presse: (g) =>
    `les annonces, insertions publicitaires et publireportages ${g.du} publiés dans des journaux et magazines, ` +
    'imprimés ou en ligne',
  affichage: (g) =>
    `l'affichage publicitaire pour le compte ${g.du} sur la voie publique, dans les transports et dans les lieux ` +
    'ouverts au public (affiches, panneaux, mobilier urbain, écrans numériques)',
  television: (g) =>
    `les messages publicitaires et de parrainage ${g.du} diffusés par des services de télévision, y compris en ` +
    'télévision de rattrapage',
  emballages: (g) =>
    `les emballages, étiquettes, conditionnements et notices des produits commercialisés par ${g.le}`,
  intranet: (g) =>
    `l'intranet et les outils de communication interne ${g.du}, accessibles à ses seuls salariés et collaborateurs`,
  enseignes_vehicules: (g) =>
    `les enseignes, vitrines et signalétiques des établissements ${g.du} et le marquage de ses véhicules`,
  produits_derives: (g) =>
    `les produits dérivés fabriqués par ${g.le} ou pour son compte (vêtements, objets, papeterie et articles ` +
    'de même nature)',
  noms_de_domaine: (g) =>
    `les noms de domaine réservés par ${g.le} ou pour son compte et les pages auxquelles ils donnent accès`,
  expositions_concours: (g) =>
    `les expositions, festivals et concours auxquels ${g.le} présente les créations objet du présent contrat`,
  albums_tirages_prives: (g) =>
    `les albums et tirages destinés à l'usage privé ${g.du} et de ses proches, sans diffusion au public`,
  cinema: (g) =>
    `la projection en salles de cinéma, notamment dans des messages publicitaires ${g.du}`,
};

/**
 * Each support as a TYPE of medium, whoever operates it: what an exclusivity covers (legal review
 * D16 v2). Exclusivity on « le site du Cessionnaire » alone would let the author license the same
 * work to any other website.
 */
export const SUPPORT_TYPES: Record<SupportKey, string> = {
  site_internet: 'les sites internet',
  serveur_discord: 'les serveurs de messagerie communautaire (tels que Discord)',
  reseaux_sociaux: 'les réseaux sociaux',
  applications_mobiles: 'les applications mobiles',
  plateformes_video: 'les plateformes de partage de vidéos',
  supports_imprimes: 'les documents imprimés',
  presentations_evenementielles:
    'les présentations projetées lors de salons, conférences et événements',
  publicites_en_ligne: 'la publicité en ligne',
  plateformes_tierces: 'les plateformes de diffusion ou de vente en ligne',
  emails_newsletters: "les courriers électroniques et lettres d'information",
  presse: 'la presse écrite, imprimée ou en ligne',
  affichage:
    "l'affichage sur la voie publique, dans les transports et dans les lieux ouverts au public",
  television: 'la télévision',
  emballages: 'les emballages et étiquettes de produits',
  intranet: 'les réseaux et outils de communication interne',
  enseignes_vehicules: 'les enseignes, vitrines, signalétiques et marquages de véhicules',
  produits_derives: 'les produits dérivés',
  noms_de_domaine: 'les noms de domaine',
  expositions_concours: 'les expositions, festivals et concours',
  albums_tirages_prives: 'les albums et tirages à usage privé',
  cinema: 'les salles de cinéma',
};

/** The ticked supports of this contract, in wizard order. */
export function supportKeys(ctx: Ctx): SupportKey[] {
  return SUPPORTS.filter((x) => ctx.draft.supports.includes(x));
}

/**
 * Whether every ticked support keeps the work or images from the public (albums and prints for the
 * beneficiary and their family): a free grant's motive is then that private use, never a
 * publicity the contract does not allow (LEGAL J: every fact comes from an answer).
 */
export const privateUseOnly = (ctx: Ctx): boolean => {
  const keys = supportKeys(ctx);
  return keys.length > 0 && keys.every((key) => key === 'albums_tirages_prives');
};

/** Why an author grants the work for free: to be seen by the grantee's public, or its private use. */
export const freeMotive = (ctx: Ctx, grantee: Term): string =>
  privateUseOnly(ctx)
    ? `pour le seul usage privé ${grantee.du} et de ses proches`
    : `afin de faire connaître son travail auprès du public ${grantee.du}`;

/** Whether a support is ticked. */
export const hasSupport = (ctx: Ctx, support: Support): boolean =>
  ctx.draft.supports.includes(support);

/** Supports whose copies are printed matter: printing is then a means of reproduction. */
export const PRINTED_SUPPORTS: readonly Support[] = [
  'supports_imprimes',
  'presse',
  'affichage',
  'emballages',
  'enseignes_vehicules',
  'produits_derives',
  'albums_tirages_prives',
];

/** Whether copies may be printed: what « les exemplaires imprimés » of the end clauses speak of. */
export const printsCopies = (ctx: Ctx): boolean => PRINTED_SUPPORTS.some((x) => hasSupport(ctx, x));
