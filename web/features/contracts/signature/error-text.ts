import { ApiError } from '@web/lib/api';

/** The French message of a failed call: the server's (or better-auth's), else a generic one. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';
