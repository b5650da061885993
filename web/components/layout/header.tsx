import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogIn, Menu, X } from 'lucide-react';
import { useAuth } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { useSignInModal } from '@web/lib/sign-in-modal';
import { useMedia } from '@web/lib/use-media';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { LazyPiece } from './lazy-piece';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { isSigningPage } from './signing-pages';

// Radix menu + floating-ui only load for signed-in users (entry budget, docs/design.md §7).
const UserMenu = lazy(() => import('./user-menu'));

export function Header() {
  const { isSignedIn, isPending } = useAuth();
  const signInModal = useSignInModal();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The account menu shows from 768 px (the phone menu has the same links): a phone never
  // downloads its Radix menu code, ~25 KB off every signed-in page's first load.
  const wide = useMedia('(min-width: 768px)');

  // A navigation (link, back button) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) toggle.current?.focus();
  }, []);
  const openSignIn = () => {
    // The menu's « Connexion » goes away with the menu: the dialog takes the toggle as its opener
    // (use-return-focus.ts), so Escape brings a keyboard user back to the menu, not the heading.
    toggle.current?.focus();
    setMenuOpen(false);
    signInModal.open();
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label="Clausier, accueil">
          <span className="text-xl font-bold tracking-tight text-brand-800">Clausier</span>
          {!isSigningPage(pathname) && (
            <Badge tone="neutral" className="font-medium">
              Beta
            </Badge>
          )}
        </Link>

        <nav aria-label="Navigation principale" className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems(isSignedIn).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  lang={item.lang}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          {isSignedIn
            ? wide && (
                <LazyPiece name="Le menu du compte">
                  <UserMenu />
                </LazyPiece>
              )
            : !isPending && (
                <Button onClick={openSignIn}>
                  <LogIn aria-hidden="true" className="size-4" />
                  Connexion
                </Button>
              )}
        </div>

        <Button
          ref={toggle}
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </Button>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} onSignIn={openSignIn} />
    </header>
  );
}
