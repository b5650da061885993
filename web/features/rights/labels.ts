import type { Grant, GrantStatus } from '@core/rights/grants';
import type { Territory } from '@core/answers/draft';
import type { BadgeTone } from '@web/components/ui/badge';

/** The register's words (French, as the contracts say them). */
export const STATUS_LABELS: Record<GrantStatus, string> = {
  active: 'En cours',
  expiring: 'Expire bientôt',
  expired: 'Expiré',
};

export const STATUS_TONES: Record<GrantStatus, BadgeTone> = {
  active: 'success',
  expiring: 'warning',
  expired: 'danger',
};

export function kindLabel(grant: Pick<Grant, 'kind' | 'paid'>): string {
  if (grant.kind === 'image') return 'Autorisation de droit à l’image';
  if (grant.kind === 'licence') return 'Licence de droits d’auteur';
  return grant.paid
    ? 'Cession de droits d’auteur'
    : 'Autorisation d’exploitation de droits d’auteur';
}

export const TERRITORY_LABELS: Record<Territory, string> = {
  monde_entier: 'Monde entier',
  union_europeenne: 'Union européenne',
  france: 'France',
};

/** What the start day is, in words. */
export const START_LABELS: Record<Grant['startsFrom'], string> = {
  signature: 'signature électronique',
  contract_date: 'date du contrat',
  delivery: 'livraison de l’œuvre',
};

/** The party the owner deals with: the grantee when the owner grants, else the grantors. */
export const counterparts = (grant: Pick<Grant, 'ownerSide' | 'grantors' | 'grantee'>): string[] =>
  (grant.ownerSide === 'cedant' ? [grant.grantee] : grant.grantors).filter(Boolean);

/** « 1 droit », « 3 droits ». */
export const grantsCount = (n: number): string => `${n}\u00a0droit${n > 1 ? 's' : ''}`;
