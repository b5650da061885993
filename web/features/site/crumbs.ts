import type { Crumb } from '../../lib/page-meta';

export const ABOUT_CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'À propos', path: '/about' },
];

export const WIZARD_CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'Générateur', path: '/wizard' },
];
