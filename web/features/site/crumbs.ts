import type { Crumb } from '@web/lib/page-meta';

export const ABOUT_CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'À propos', path: '/about' },
];

export const WIZARD_CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'Générateur', path: '/wizard' },
];

export const LEGAL_NOTICE_CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'Mentions légales', path: '/legal' },
];

export const PRIVACY_CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'Politique de confidentialité', path: '/confidentialite' },
];

export const TERMS_CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'Conditions d’utilisation', path: '/conditions-utilisation' },
];
