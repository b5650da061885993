/**
 * The three legal pages (docs/product.md §2), for the links to them: footer, site map, sign-up
 * form. Their content is in web/features/site/legal/.
 */
export const LEGAL_PAGES = {
  notice: { path: '/legal', label: 'Mentions légales' },
  privacy: { path: '/confidentialite', label: 'Confidentialité' },
  terms: { path: '/conditions-utilisation', label: 'Conditions d’utilisation' },
} as const;
