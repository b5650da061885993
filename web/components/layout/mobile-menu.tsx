import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { CalendarClock, LogIn, LogOut, Settings } from 'lucide-react';
import { useAuth } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { Button } from '../ui/button';
import { navItems } from './nav-items';
import { useSignOut } from './use-sign-out';

export const MOBILE_MENU_ID = 'menu-mobile';

type MobileMenuProps = {
  open: boolean;
  /** Closes the menu; `restoreFocus` returns focus to the toggle button (Escape). */
  onClose: (restoreFocus: boolean) => void;
  onSignIn: () => void;
};

/** A link of the phone menu, highlighted when it is the current page. */
const linkClass =
  (layout: string) =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      layout,
      'rounded-md px-3 py-2.5 text-base font-medium',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
    );

/**
 * The collapsible menu under 768 px (docs/product.md §9 "Mobile under 768"): same items as the
 * desktop bar. Opening moves focus to the first link; Escape closes and returns focus to the
 * toggle.
 */
export function MobileMenu({ open, onClose, onSignIn }: MobileMenuProps) {
  const { isSignedIn, isPending, user } = useAuth();
  const { signOut, pending } = useSignOut();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div id={MOBILE_MENU_ID} ref={panel} className="border-t border-slate-200 bg-white md:hidden">
      <nav aria-label="Navigation principale (mobile)" className="px-4 py-3">
        <ul className="flex flex-col gap-1">
          {navItems(isSignedIn).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                lang={item.lang}
                onClick={() => onClose(false)}
                className={linkClass('block')}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-slate-200 pt-3">
          {isSignedIn && user ? (
            <>
              <p className="px-3 text-sm text-slate-700">
                Connecté en tant que{' '}
                <span className="font-medium text-slate-900">{user.name || user.email}</span>
              </p>
              <NavLink
                to="/compte"
                onClick={() => onClose(false)}
                className={linkClass('mt-2 flex items-center gap-2')}
              >
                <Settings aria-hidden="true" className="size-5" />
                Mon compte
              </NavLink>
              <NavLink
                to="/droits"
                onClick={() => onClose(false)}
                className={linkClass('flex items-center gap-2')}
              >
                <CalendarClock aria-hidden="true" className="size-5" />
                Mes droits
              </NavLink>
              <Button
                variant="outline"
                className="mt-2 w-full"
                loading={pending}
                onClick={() => void signOut()}
              >
                {!pending && <LogOut aria-hidden="true" className="size-4" />}
                Se déconnecter
              </Button>
            </>
          ) : (
            !isPending && (
              <Button className="w-full" onClick={onSignIn}>
                <LogIn aria-hidden="true" className="size-4" />
                Connexion
              </Button>
            )
          )}
        </div>
      </nav>
    </div>
  );
}
