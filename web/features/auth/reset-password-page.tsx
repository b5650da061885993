import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { authClient } from '@web/lib/auth-client';
import { useSignInModal } from '@web/lib/sign-in-modal';
import { authErrorText, type AuthClientError } from '@web/lib/auth-error';
import { resetPasswordSchema, type ResetPasswordValues } from './auth-forms.schema';
import { newPasswordProblem } from '@web/lib/new-password';
import { NewPasswordField } from '@web/components/new-password/new-password-field';

export const LINK_EXPIRED_TEXT =
  'Ce lien de réinitialisation n’est plus valable\u00a0: il a déjà servi, ou il a plus d’une heure. Demandez-en un nouveau avec «\u202fMot de passe oublié\u202f?\u202f» dans la fenêtre de connexion.';
export const PASSWORD_CHANGED_TEXT =
  'Votre mot de passe est changé. Par sécurité, tous vos appareils ont été déconnectés\u00a0: connectez-vous avec le nouveau mot de passe.';

type Props = {
  /** Overridable for tests; defaults to better-auth's client. */
  submit?: (input: { newPassword: string; token: string }) => Promise<{
    error: AuthClientError | null;
  }>;
};

const defaultSubmit = (input: { newPassword: string; token: string }) =>
  authClient.resetPassword(input);

/**
 * Where the e-mailed reset link leads (`/mot-de-passe/nouveau?token=…`, or `?error=INVALID_TOKEN`
 * when better-auth found the link used or expired): a new password, under the sign-up's rule,
 * typed twice. On success every session of the account has ended (server side): sign in again.
 */
export function ResetPasswordPage({ submit = defaultSubmit }: Props) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const signIn = useSignInModal();
  const [expired, setExpired] = useState(!token || params.has('error'));
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const problem = await newPasswordProblem(values.password);
    if (problem) {
      setError('password', { message: problem }, { shouldFocus: true });
      return;
    }
    const { error } = await submit({ newPassword: values.password, token: token ?? '' });
    if (!error) setDone(true);
    else if (error.code === 'INVALID_TOKEN') setExpired(true);
    else setServerError(authErrorText(error));
  });

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Nouveau mot de passe</h1>
      {done ? (
        <>
          <Alert tone="success">{PASSWORD_CHANGED_TEXT}</Alert>
          <Button className="self-start" onClick={() => signIn.open({ tab: 'sign-in' })}>
            Se connecter
          </Button>
        </>
      ) : expired ? (
        <>
          <Alert tone="error">{LINK_EXPIRED_TEXT}</Alert>
          <Button
            variant="outline"
            className="self-start"
            onClick={() => signIn.open({ tab: 'sign-in' })}
          >
            Ouvrir la fenêtre de connexion
          </Button>
        </>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Choisir un nouveau mot de passe"
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          {serverError && <Alert tone="error">{serverError}</Alert>}
          <NewPasswordField
            label="Nouveau mot de passe"
            value={watch('password')}
            owner={{}}
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Confirmez le nouveau mot de passe"
            type="password"
            autoComplete="new-password"
            error={errors.confirmation?.message}
            {...register('confirmation')}
          />
          <Button type="submit" loading={isSubmitting}>
            Enregistrer le nouveau mot de passe
          </Button>
        </form>
      )}
    </div>
  );
}
