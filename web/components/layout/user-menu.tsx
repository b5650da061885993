import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useAuth, signOut } from '../../lib/auth';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

/** Signs out (temporary data first, SPEC §4), then returns to the home page. */
export function useSignOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
      void navigate('/');
    }
  };
  return { signOut: run, pending };
}

/** The signed-in user's button: name/e-mail and « Se déconnecter » (Radix DropdownMenu). */
export function UserMenu() {
  const { user } = useAuth();
  const { signOut: runSignOut, pending } = useSignOut();
  if (!user) return null;
  const displayName = user.name || user.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-56" aria-label={`Compte : ${displayName}`} loading={pending}>
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
        <DropdownMenuItem onSelect={() => void runSignOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Se déconnecter
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
