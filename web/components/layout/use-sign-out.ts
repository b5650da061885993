import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '@web/lib/auth';
import { useQueryClientLater } from '@web/lib/query-loader';

/**
 * Returns to the home page, then signs out (temporary data first, docs/product.md §4). Home
 * first: signed out while a guarded page (/contracts, /compte, the editor) was still shown, the
 * guard read « no session » as « must sign in » and opened the sign-in window over home.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClientLater();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await navigate('/');
      await signOut(await queryClient());
    } finally {
      setPending(false);
    }
  };
  return { signOut: run, pending };
}
