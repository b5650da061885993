/**
 * The account page deletes the account, then goes home; the home page says it was done. The
 * news travels in the navigation's state (history entry), never in the URL: a shared or
 * bookmarked address must not announce a deletion.
 */
export const ACCOUNT_DELETED_TEXT = 'Votre compte a été supprimé.';

export type AccountDeletedState = { accountDeleted: true };

export const accountDeletedState = (): AccountDeletedState => ({ accountDeleted: true });

export function isAccountDeletedState(state: unknown): state is AccountDeletedState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<AccountDeletedState>).accountDeleted === true
  );
}
