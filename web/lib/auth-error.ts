import { AUTH_ERROR_MESSAGES, authErrorMessage } from '@core/schemas/auth-messages';

/** The error object better-auth's client returns (`{ data, error }`). */
export type AuthClientError = {
  code?: string;
  message?: string;
  status?: number;
  statusText?: string;
};

/** French text for a failed sign-in/sign-up: the code's message, else the server's French text. */
export function authErrorText(error: AuthClientError): string {
  if (error.code && AUTH_ERROR_MESSAGES[error.code])
    return AUTH_ERROR_MESSAGES[error.code] as string;
  if (error.status === 429) return authErrorMessage('TOO_MANY_REQUESTS');
  // The server rewrites every /api/auth message in French; an unknown code keeps that text.
  if (error.code && error.message) return error.message;
  return authErrorMessage(undefined);
}
