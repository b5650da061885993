import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH } from '@core/schemas/auth-messages';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { authErrorText, type AuthClientError } from './auth-error';
import { signUpSchema, type SignUpValues } from './auth-forms.schema';

type SignUpFormProps = {
  onSuccess: () => void;
  /** Overridable for tests; defaults to better-auth's client. */
  submit?: (values: SignUpValues) => Promise<{ error: AuthClientError | null }>;
};

const defaultSubmit = (values: SignUpValues) => authClient.signUp.email(values);

/** Account creation: name, e-mail, password of at least 12 characters (checked here first). */
export function SignUpForm({ onSuccess, submit = defaultSubmit }: SignUpFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const { error } = await submit(values);
    if (error) setServerError(authErrorText(error));
    else onSuccess();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Créer un compte">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextField label="Nom" autoComplete="name" error={errors.name?.message} {...register('name')} />
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
        autoComplete="new-password"
        hint={`${MIN_PASSWORD_LENGTH} caractères minimum.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        Créer mon compte
      </Button>
    </form>
  );
}
