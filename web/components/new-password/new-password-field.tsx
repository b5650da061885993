import { useEffect, useState } from 'react';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@core/schemas/auth-messages';
import { loadPasswordEstimator } from '@core/rules/password-estimator';
import { passwordScore } from '@core/rules/password-strength';
import { cn } from '@web/lib/cn';
import { NEW_PASSWORD_HINT } from '@web/lib/new-password';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { ShowPasswordButton } from './show-password-button';
import { passwordLevel, type PasswordLevel } from './password-level';

/** Whose password it is: their name and address are words it must not lean on. */
export type PasswordOwner = { name?: string | null; email?: string | null };

export type NewPasswordFieldProps = Omit<TextFieldProps, 'type' | 'hint' | 'autoComplete'> & {
  /** The text typed so far (react-hook-form's `watch`), read by the meter. */
  value: string;
  owner: PasswordOwner;
};

/**
 * zxcvbn's score of what is typed, a quarter of a second after the last key (a check costs up to
 * 200 ms on a slow machine); the last score stays shown meanwhile. The dictionaries start loading
 * when the field appears (their own chunks, never on the home page).
 */
function usePasswordScore(value: string, owner: PasswordOwner): number | null {
  const [score, setScore] = useState<number | null>(null);
  const { name, email } = owner;
  const judged = value.length >= MIN_PASSWORD_LENGTH && value.length <= MAX_PASSWORD_LENGTH;
  useEffect(() => {
    loadPasswordEstimator().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!judged) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      loadPasswordEstimator()
        .then((estimate) => {
          if (current) setScore(passwordScore(value, { name, email }, estimate));
        })
        .catch(() => undefined);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [judged, value, name, email]);
  return judged ? score : null;
}

/** Four bars and the words (announced politely when they change, not at every key). */
function PasswordMeter({ level }: { level: PasswordLevel | null }) {
  return (
    <div className="flex min-h-5 items-center gap-3">
      {level && (
        <div aria-hidden="true" className="flex w-28 shrink-0 gap-1">
          {[1, 2, 3, 4].map((bar) => (
            <span
              key={bar}
              className={cn(
                'h-1.5 flex-1 rounded-full',
                bar > level.filled
                  ? 'bg-slate-200'
                  : level.accepted
                    ? 'bg-emerald-600'
                    : 'bg-red-600',
              )}
            />
          ))}
        </div>
      )}
      <p aria-live="polite" className="text-xs text-slate-700">
        {level ? `Solidité\u00a0: ${level.label}` : ''}
      </p>
    </div>
  );
}

/**
 * A new password (sign-up, password change): the field with its hint and a strength meter
 * reading the same rule as the server (core/rules/password-strength.ts). The form still checks
 * with `newPasswordProblem` (lib/new-password.ts) before sending, which says why one is refused.
 */
export function NewPasswordField({ value, owner, className, ...field }: NewPasswordFieldProps) {
  const score = usePasswordScore(value, owner);
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <TextField
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        {...field}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PasswordMeter level={passwordLevel(value, score)} />
        <ShowPasswordButton visible={visible} onToggle={() => setVisible((v) => !v)} />
      </div>
    </div>
  );
}
