import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '../../lib/auth';

/** Signs out (temporary data first, docs/product.md §4), then returns to the home page. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await signOut(queryClient);
    } finally {
      setPending(false);
      void navigate('/');
    }
  };
  return { signOut: run, pending };
}
