import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { authClient } from '@web/lib/auth-client';
import { AccountEmailField } from './account-email-field';
import { authErrorText, type AuthClientError } from '@web/lib/auth-error';
import { forgotPasswordSchema, type ForgotPasswordValues } from './auth-forms.schema';

/** Where the e-mailed link leads once better-auth has checked its token (routes/reset-password). */
export const RESET_PASSWORD_PATH = '/mot-de-passe/nouveau';

/**
 * The same answer whether or not the address has an account: the server sends nothing to an
 * unknown address and never says so (docs/accounts.md, no account enumeration).
 */
export const RESET_SENT_TEXT =
  'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien valable 1\u00a0heure. Pensez à regarder dans les courriers indésirables.';

type Props = {
  /** The address already typed in the sign-in form, if any. */
  initialEmail?: string;
  onBack: () => void;
  /** Overridable for tests; defaults to better-auth's client. */
  submit?: (values: ForgotPasswordValues) => Promise<{ error: AuthClientError | null }>;
};

const defaultSubmit = (values: ForgotPasswordValues) =>
  authClient.requestPasswordReset({ email: values.email, redirectTo: RESET_PASSWORD_PATH });

/** « Mot de passe oublié ? » in the sign-in dialog: asks for the address, then says what follows. */
export function ForgotPasswordForm({ initialEmail = '', onBack, submit = defaultSubmit }: Props) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });
  // It replaces the form the focus was in: keyboard users continue in this one.
  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const { error } = await submit(values);
    if (error) setServerError(authErrorText(error));
    else setSent(true);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Mot de passe oublié"
    >
      <p className="text-sm text-slate-700">
        Indiquez l’adresse de votre compte : nous vous envoyons un lien pour choisir un nouveau mot
        de passe.
      </p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      {sent && <Alert tone="success">{RESET_SENT_TEXT}</Alert>}
      <AccountEmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" loading={isSubmitting} className="w-full">
        {sent ? 'Renvoyer le lien' : 'Recevoir le lien'}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Retour à la connexion
      </Button>
    </form>
  );
}
