import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { NewPasswordField } from '@web/components/new-password/new-password-field';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { ACCOUNT_QUERY_KEYS, changePassword } from './account-api';
import { passwordChangeSchema, type PasswordChangeValues } from './account-forms.schema';
import { ActionRow, errorText, useFeedback } from './form-feedback';
import { newPasswordProblem } from '@web/lib/new-password';

export const PASSWORD_CHANGED =
  'Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.';

/** better-auth's codes for a refused new password (the server's strength rule, docs/accounts.md). */
const NEW_PASSWORD_CODES = new Set([
  'PASSWORD_TOO_WEAK',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
]);

/**
 * Current and new password (better-auth change-password, other sessions revoked). The new one
 * gets the sign-up's field and meter, and the same rule is checked before sending; the server's
 * refusal (its French message) lands on the field it concerns.
 */
export function PasswordForm({ owner }: { owner: { name: string; email: string } }) {
  const queryClient = useQueryClient();
  const { feedback, success, error, clear } = useFeedback();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    clear();
    const problem = await newPasswordProblem(newPassword, owner);
    if (problem) {
      setError('newPassword', { message: problem }, { shouldFocus: true });
      return;
    }
    try {
      await changePassword(currentPassword, newPassword);
      reset();
      success(PASSWORD_CHANGED);
      // better-auth replaced this device's session too: its id and the list change.
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.all });
    } catch (cause) {
      const code = cause instanceof ApiError ? cause.code : '';
      if (code === 'INVALID_PASSWORD')
        setError('currentPassword', { message: errorText(cause) }, { shouldFocus: true });
      else if (NEW_PASSWORD_CODES.has(code))
        setError('newPassword', { message: errorText(cause) }, { shouldFocus: true });
      else error(cause);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        className="sm:max-w-sm"
        label="Mot de passe actuel"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordField
        className="sm:max-w-sm"
        label="Nouveau mot de passe"
        value={watch('newPassword')}
        owner={owner}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <p>Vos autres appareils seront déconnectés{'\u202f'}; celui-ci reste connecté.</p>
      <ActionRow feedback={feedback}>
        <Button type="submit" loading={isSubmitting}>
          Changer le mot de passe
        </Button>
      </ActionRow>
    </form>
  );
}
