/** Header navigation (SPEC §2 Layout): Contrats and Dashboard only for signed-in users. */
export type NavItem = { to: string; label: string; end?: boolean };

const PUBLIC_ITEMS: NavItem[] = [
  { to: '/', label: 'Accueil', end: true },
  { to: '/wizard', label: 'Générateur' },
  { to: '/about', label: 'À propos' },
];

const SIGNED_IN_ITEMS: NavItem[] = [
  { to: '/contracts', label: 'Contrats' },
  { to: '/dashboard', label: 'Dashboard' },
];

export function navItems(isSignedIn: boolean): NavItem[] {
  return isSignedIn ? [...PUBLIC_ITEMS, ...SIGNED_IN_ITEMS] : PUBLIC_ITEMS;
}
