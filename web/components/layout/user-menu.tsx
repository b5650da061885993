import { Link } from 'react-router';
import { CalendarClock, ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useAuth } from '@web/lib/auth';
import { useSignOut } from './use-sign-out';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

/** The signed-in user's button (lazy: Radix menu code loads only for signed-in users): name/e-mail, « Mon compte » and « Se déconnecter » (Radix DropdownMenu). */
export default function UserMenu() {
  const { user } = useAuth();
  const { signOut: runSignOut, pending } = useSignOut();
  if (!user) return null;
  const displayName = user.name || user.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="max-w-56"
          aria-label={`Compte : ${displayName}`}
          loading={pending}
        >
          {!pending && <UserRound aria-hidden="true" className="size-5 shrink-0" />}
          <span className="truncate">{displayName}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-medium text-slate-900">{user.name}</span>
          <span className="block truncate text-slate-600">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/compte">
            <Settings aria-hidden="true" className="size-4" />
            Mon compte
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/droits">
            <CalendarClock aria-hidden="true" className="size-4" />
            Mes droits
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void runSignOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Se déconnecter
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
