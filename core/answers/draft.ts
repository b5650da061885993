export const CONTRACT_TYPES = ["Auteur (droits d'auteur)", "Image (droit à l'image)"] as const;

export const AUTEUR = CONTRACT_TYPES[0];

export const IMAGE = CONTRACT_TYPES[1];

export const CESSION_TYPES = ['Gratuite', 'Onéreuse'] as const;

export const AUTHOR_TYPES = ['Personne physique', 'Personne morale'] as const;

export const AUTHOR_CIVILITIES = ['M.', 'Mme'] as const;

/** Rights beyond reproduction and representation, which are always granted (docs/product.md §9). */
export const EXTRA_RIGHTS = [
  'distribution',
  'usage',
  'adaptation',
  'pret',
  'location',
  'suite',
] as const;

/**
 * Every support is an ordinary answer (LEGAL J1): the website and Discord are ticked for a new
 * draft (the spec includes them by default) and printed only while ticked (L131-3 read strictly).
 */
export const SUPPORTS = [
  'site_internet',
  'serveur_discord',
  'reseaux_sociaux',
  'applications_mobiles',
  'plateformes_video',
  'supports_imprimes',
  'presentations_evenementielles',
  'publicites_en_ligne',
  'plateformes_tierces',
  'emails_newsletters',
  // The real media a destination may name, never « tous supports » (docs/legal-review.md D12).
  'presse',
  'affichage',
  'television',
  'emballages',
  'intranet',
  'enseignes_vehicules',
  'produits_derives',
  'noms_de_domaine',
  'expositions_concours',
  'albums_tirages_prives',
  'cinema',
] as const;

/**
 * Territory of exploitation (legal review E: « monde entier » by default, needed for the Internet).
 */
export const TERRITORIES = ['monde_entier', 'union_europeenne', 'france'] as const;

/**
 * Why an image-only contract cannot carry the copyright exclusivity (legal review D17): the image
 * has its own, paid and limited to a sector (LEGAL J22, `exclusivite_image`).
 */
export const IMAGE_EXCLUSIVITY_MESSAGE =
  'Cette exclusivité est celle d’une cession de droits d’auteur\u00a0: pour réserver l’image du ' +
  'modèle au bénéficiaire, cochez «\u202fExclusivité de l’image dans un secteur d’activité\u202f», ' +
  'qui se paie et se limite à un secteur (article 9 du Code civil). Décochez celle-ci ou ajoutez le ' +
  'type «\u202fAuteur\u202f».';

/**
 * Longest free copyright grant we generate (legal review A7: donation risk of long free grants).
 */
export const MAX_FREE_YEARS = 10;

export type ContractType = (typeof CONTRACT_TYPES)[number];

export type CessionType = (typeof CESSION_TYPES)[number];

export type AuthorType = (typeof AUTHOR_TYPES)[number];

export type ExtraRight = (typeof EXTRA_RIGHTS)[number];

export type Support = (typeof SUPPORTS)[number];

export type Territory = (typeof TERRITORIES)[number];
