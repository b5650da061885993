import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { authErrorText } from '../../lib/auth-error';
import { signInSchema, type SignInValues } from './auth-forms.schema';

export type AuthFormProps = {
  /** Called once the server accepted the credentials and opened the session. */
  onSuccess: () => void;
  /** Overridable for tests; defaults to better-auth's client. */
  submit?: (values: SignInValues) => Promise<{ error: Parameters<typeof authErrorText>[0] | null }>;
};

const defaultSubmit = (values: SignInValues) => authClient.signIn.email(values);

/** E-mail + password sign-in (visible labels, French errors, loading state). */
export function SignInForm({ onSuccess, submit = defaultSubmit }: AuthFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const { error } = await submit(values);
    if (error) setServerError(authErrorText(error));
    else onSuccess();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Se connecter">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        Se connecter
      </Button>
    </form>
  );
}
