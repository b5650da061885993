import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { ShowPasswordButton } from '@web/components/new-password/show-password-button';
import { authClient } from '@web/lib/auth-client';
import { AccountEmailField } from './account-email-field';
import { authErrorText } from '@web/lib/auth-error';
import { signInSchema, type SignInValues } from './auth-forms.schema';

export type AuthFormProps = {
  /** Called once the server accepted the credentials and opened the session. */
  onSuccess: () => void;
  /** Overridable for tests; defaults to better-auth's client. */
  submit?: (values: SignInValues) => Promise<{ error: Parameters<typeof authErrorText>[0] | null }>;
};

type SignInFormProps = AuthFormProps & {
  /** « Mot de passe oublié ? », with the address typed so far. */
  onForgotPassword?: (email: string) => void;
  /** Back from « Mot de passe oublié ? »: the focus returns to the address field. */
  focusOnMount?: boolean;
};

const defaultSubmit = (values: SignInValues) => authClient.signIn.email(values);

/** E-mail + password sign-in (visible labels, French errors, loading state). */
export function SignInForm({
  onSuccess,
  onForgotPassword,
  focusOnMount = false,
  submit = defaultSubmit,
}: SignInFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => {
    if (focusOnMount) setFocus('email');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const { error } = await submit(values);
    if (error) setServerError(authErrorText(error));
    else onSuccess();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Se connecter">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <AccountEmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label="Mot de passe"
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {/* As on « Créer un compte »: a password typed on a phone can be checked before it is sent. */}
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-2">
        <ShowPasswordButton
          visible={passwordVisible}
          onToggle={() => setPasswordVisible((visible) => !visible)}
        />
        {onForgotPassword && (
          <button
            type="button"
            onClick={() => onForgotPassword(getValues('email'))}
            className="cursor-pointer text-sm text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Mot de passe oublié ?
          </button>
        )}
      </div>
      <Button type="submit" loading={isSubmitting} className="w-full">
        Se connecter
      </Button>
    </form>
  );
}
