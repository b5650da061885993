import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { NewPasswordField } from '@web/components/new-password/new-password-field';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { VisuallyHidden } from '@web/components/ui/visually-hidden';
import { authClient } from '@web/lib/auth-client';
import { AccountEmailField } from './account-email-field';
import { LEGAL_PAGES } from '@web/lib/legal-pages';
import { authErrorText, type AuthClientError } from '@web/lib/auth-error';
import { signUpSchema, type SignUpValues } from './auth-forms.schema';
import { newPasswordProblem } from '@web/lib/new-password';

/**
 * `signedIn: false` — the server accepted the form but opened no session: the address already
 * has an account. The answer is the same as for a new account on purpose (no account
 * enumeration, docs/accounts.md), so only this browser learns it, from its missing session.
 */
export type SignUpOutcome = { error: AuthClientError | null; signedIn?: boolean };

type SignUpFormProps = {
  /** The account was created and signed in, with this address. */
  onSuccess: (account: { email: string }) => void;
  /** Where the confirmation e-mail's link leads back to: the page the user was on. */
  callbackPath?: string;
  /** Overridable for tests; defaults to better-auth's client. */
  submit?: (values: SignUpValues, callbackURL?: string) => Promise<SignUpOutcome>;
};

const defaultSubmit = async (
  values: SignUpValues,
  callbackURL?: string,
): Promise<SignUpOutcome> => {
  const { error } = await authClient.signUp.email({ ...values, callbackURL });
  if (error) return { error };
  const { data } = await authClient.getSession();
  return { error: null, signedIn: Boolean(data?.user && !data.user.isAnonymous) };
};

/**
 * A legal page in a new tab, so a half-filled form in the dialog is not lost; the link says so
 * (an icon, and « (nouvel onglet) » for screen readers).
 */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {children}
      <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-baseline" />
      <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
    </a>
  );
}

export const NOT_SIGNED_IN_TEXT =
  'Votre compte n’a pas été ouvert avec cette adresse. Si vous en avez déjà un, connectez-vous depuis l’onglet «\u202fSe connecter\u202f».';

/**
 * Account creation: name, e-mail, and a password of at least 12 characters that is hard to
 * guess — the same rule as the server (core/rules/password-strength.ts), shown by the meter as
 * it is typed and checked here first so the reason shows before anything is sent. The
 * dictionaries load when the form appears (their own chunk, never on the home page).
 */
export function SignUpForm({ onSuccess, callbackPath, submit = defaultSubmit }: SignUpFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setNotice(null);
    const problem = await newPasswordProblem(values.password, values);
    if (problem) {
      setError('password', { message: problem }, { shouldFocus: true });
      return;
    }
    const { error, signedIn } = await submit(values, callbackPath);
    if (error) setServerError(authErrorText(error));
    else if (signedIn === false) setNotice(NOT_SIGNED_IN_TEXT);
    else onSuccess({ email: values.email });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Créer un compte"
    >
      {serverError && <Alert tone="error">{serverError}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
      <TextField
        label="Nom"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <AccountEmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordField
        label="Mot de passe"
        value={watch('password')}
        owner={{ name: watch('name'), email: watch('email') }}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        Créer mon compte
      </Button>
      <p className="text-sm text-slate-600">
        En créant un compte, vous acceptez les{' '}
        <NewTabLink to={LEGAL_PAGES.terms.path}>conditions d’utilisation</NewTabLink> et la{' '}
        <NewTabLink to={LEGAL_PAGES.privacy.path}>politique de confidentialité</NewTabLink>.
      </p>
    </form>
  );
}
