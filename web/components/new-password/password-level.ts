import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@core/schemas/auth-messages';
import { MIN_PASSWORD_SCORE } from '@core/rules/password-strength';

/** What the strength meter under a new password shows: bars filled (of 4), words, accepted. */
export type PasswordLevel = { filled: 1 | 2 | 3 | 4; label: string; accepted: boolean };

/**
 * The meter's reading of a password (pure, tested): length first, then zxcvbn's score (0–4) —
 * `score` is null while the dictionaries load. Accepted means the server's rule
 * (core/rules/password-strength.ts) will take it: at least 12 characters and a score of 3.
 */
export function passwordLevel(password: string, score: number | null): PasswordLevel | null {
  if (password.length === 0) return null;
  if (password.length < MIN_PASSWORD_LENGTH)
    return { filled: 1, label: 'trop court', accepted: false };
  if (password.length > MAX_PASSWORD_LENGTH)
    return { filled: 1, label: 'trop long', accepted: false };
  if (score === null) return null;
  if (score >= 4) return { filled: 4, label: 'très solide', accepted: true };
  if (score >= MIN_PASSWORD_SCORE) return { filled: 3, label: 'solide', accepted: true };
  if (score === 2) return { filled: 2, label: 'faible, trop facile à deviner', accepted: false };
  return { filled: 1, label: 'très faible, trop facile à deviner', accepted: false };
}
