/**
 * The situations the wizard asks about (LEGAL J9, J12, J22; docs/legal-review.md section J): a
 * private person buying for personal use, a licence rather than an assignment, and a paid image
 * exclusivity limited to one sector. Each answer only acts where its question is asked
 * (core/rules/situations.ts).
 */

/** How the copyright part grants the rights: it transfers them, or only licenses them (J12). */
export const CONTRACT_NATURES = ['cession', 'licence'] as const;

export type ContractNature = (typeof CONTRACT_NATURES)[number];

export const CONTRACT_NATURE_LABELS: Record<ContractNature, string> = {
  cession: 'Cession\u00a0: les droits sont transférés au cessionnaire',
  licence:
    'Licence\u00a0: une simple autorisation d’exploitation non exclusive, l’auteur restant titulaire des droits',
};

/** What a licence allows the work to serve (J12). */
export const LICENCE_USES = ['editoriale', 'commerciale'] as const;

export type LicenceUse = (typeof LICENCE_USES)[number];

export const LICENCE_USE_LABELS: Record<LicenceUse, string> = {
  editoriale: 'Éditoriale (information, illustration d’un article ou d’un ouvrage)',
  commerciale: 'Commerciale (publicité, promotion, produits)',
};

/**
 * A consumer's fourteen-day withdrawal right (C. conso L221-18), or the exception of L221-28 that
 * applies: a work made to the consumer's own specifications (3°), or files delivered before the
 * end of the period at the consumer's express request, who gives up the right (13°).
 */
export const WITHDRAWAL_CHOICES = ['delai', 'oeuvre_personnalisee', 'livraison_immediate'] as const;

export type WithdrawalChoice = (typeof WITHDRAWAL_CHOICES)[number];

export const WITHDRAWAL_CHOICE_LABELS: Record<WithdrawalChoice, string> = {
  delai: 'Le particulier garde son droit de rétractation de quatorze jours',
  oeuvre_personnalisee:
    'L’œuvre est réalisée selon ses demandes (commande personnalisée)\u00a0: pas de rétractation',
  livraison_immediate:
    'Il demande expressément à recevoir les fichiers avant quatorze jours et renonce à se rétracter',
};

export const LICENCE_EXCLUSIVITY_MESSAGE =
  'Une licence est une autorisation non exclusive\u00a0: pour réserver les droits au bénéficiaire, choisissez une cession.';
