import { ApiError, NETWORK_ERROR_MESSAGE } from './api';
import { authClient } from './auth-client';
import { authErrorText, type AuthClientError } from './auth-error';

export type AuthResult = { data: unknown; error: AuthClientError | null };

/** better-auth's `{ data, error }` → the data, or an ApiError with the French message. */
export async function authCall(call: () => Promise<AuthResult>): Promise<unknown> {
  let result: AuthResult;
  try {
    result = await call();
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const { data, error } = result;
  if (error)
    throw new ApiError(error.status ?? 0, error.code ?? 'AUTH_ERROR', authErrorText(error));
  return data;
}

/**
 * Sends the account's confirmation e-mail again; its link confirms the address and leads to
 * `returnTo` (a path of the app): back where the user asked for it, not to a page of its own.
 */
export const sendConfirmationEmail = (email: string, returnTo: string) =>
  authCall(
    () => authClient.sendVerificationEmail({ email, callbackURL: returnTo }) as Promise<AuthResult>,
  );
