/**
 * Header navigation (docs/product.md §2 Layout): Contrats and Dashboard only for signed-in users.
 * « Mes droits » is reached from the account menu and the dashboard, so the spec's five items
 * still fit a landscape phone's width.
 */
/** `lang` marks a label that is not French, so screen readers switch voice (RGAA 8.7). */
export type NavItem = { to: string; label: string; end?: boolean; lang?: string };

const PUBLIC_ITEMS: NavItem[] = [
  { to: '/', label: 'Accueil', end: true },
  { to: '/wizard', label: 'Générateur' },
  { to: '/about', label: 'À propos' },
];

const SIGNED_IN_ITEMS: NavItem[] = [
  { to: '/contracts', label: 'Contrats' },
  { to: '/dashboard', label: 'Dashboard', lang: 'en' },
];

export function navItems(isSignedIn: boolean): NavItem[] {
  return isSignedIn ? [...PUBLIC_ITEMS, ...SIGNED_IN_ITEMS] : PUBLIC_ITEMS;
}
