import { MIN_PASSWORD_LENGTH } from '@core/schemas/auth-messages';
import { loadPasswordEstimator } from '@core/rules/password-estimator';
import { passwordProblem } from '@core/rules/password-strength';

/** The hint under every field where a password is chosen (sign-up, reset, change). */
export const NEW_PASSWORD_HINT = `${MIN_PASSWORD_LENGTH} caractères minimum. Plusieurs mots peu courants font un mot de passe solide et facile à retenir.`;

/**
 * The server's strength rule (core/rules/password-strength.ts), checked in the browser first so
 * the reason shows before anything is sent. The dictionaries load on first use (their own chunk);
 * if they cannot load, the server's check still applies. Null when the password is acceptable.
 */
export async function newPasswordProblem(
  password: string,
  person: { name?: string; email?: string } = {},
): Promise<string | null> {
  const estimate = await loadPasswordEstimator().catch(() => null);
  return estimate ? passwordProblem(password, person, estimate) : null;
}
