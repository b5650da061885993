export const PARENTAL_AUTHORITY = ['conjointe', 'exclusive'] as const;

export type ParentalAuthority = (typeof PARENTAL_AUTHORITY)[number];

export const PARENTAL_AUTHORITY_LABELS: Record<ParentalAuthority, string> = {
  conjointe: 'Les deux parents exercent l’autorité parentale',
  exclusive: 'Un seul parent exerce l’autorité parentale (décision de justice, décès…)',
};
