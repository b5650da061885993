import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { forgetSession } from './auth';
import { useQueryClientLater } from './query-loader';

/**
 * After the account is deleted, the account page goes home and the home page says it was done.
 * The news travels in the navigation's state (history entry), never in the URL: a shared or
 * bookmarked address must not announce a deletion.
 *
 * The tab forgets the session only once home is shown: forgotten while /compte is still on
 * screen, the sign-in guard around it would send the person home itself, with the sign-in
 * window open.
 */
export const ACCOUNT_DELETED_TEXT = 'Votre compte a été supprimé.';

export type AccountDeletedState = { accountDeleted: true };

export function isAccountDeletedState(state: unknown): state is AccountDeletedState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<AccountDeletedState>).accountDeleted === true
  );
}

/** The account page, once the server deleted the account (its session cookies are gone). */
export function goHomeAfterDeletion(navigate: NavigateFunction): void {
  const state: AccountDeletedState = { accountDeleted: true };
  void navigate('/', { replace: true, state });
}

/**
 * The home page: whether to show « Votre compte a été supprimé. ». On arrival the tab forgets
 * the session (data, caches, identity: lib/auth.tsx) and the state is dropped, so a reload does
 * not say it again; the message stays until closed or the next page.
 */
export function useAccountDeletedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClientLater();
  const [shown, setShown] = useState(() => isAccountDeletedState(location.state));
  const arriving = isAccountDeletedState(location.state);
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (!arriving) return;
    void queryClient().then(forgetSession);
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [arriving, queryClient, navigate, pathname, search, hash]);
  return { shown, dismiss: () => setShown(false) };
}
