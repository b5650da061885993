import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { changeEmail } from './account-api';
import { newEmailSchema, type NewEmailValues } from './account-forms.schema';
import { ActionRow, useFeedback } from './form-feedback';

export const emailChangeSent = (address: string) =>
  `Un lien de confirmation a été envoyé à ${address}. Votre adresse changera quand vous l’aurez ouvert (il est valable 1\u00a0heure).`;

/**
 * A new address (better-auth change-email): the confirmation link goes to the new address, and
 * the account keeps the current one until it is opened.
 */
export function EmailChangeForm() {
  const { feedback, success, error, clear } = useFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewEmailValues>({
    resolver: zodResolver(newEmailSchema),
    defaultValues: { newEmail: '' },
  });

  const onSubmit = handleSubmit(async ({ newEmail }) => {
    clear();
    try {
      await changeEmail(newEmail);
      reset();
      success(emailChangeSent(newEmail));
    } catch (cause) {
      error(cause);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Nouvelle adresse e-mail"
        type="email"
        autoComplete="email"
        className="sm:max-w-sm"
        hint="Nous enverrons un lien de confirmation à la nouvelle adresse. L’actuelle reste celle du compte jusqu’à ce que vous l’ouvriez."
        error={errors.newEmail?.message}
        {...register('newEmail')}
      />
      <ActionRow feedback={feedback}>
        <Button type="submit" variant="outline" loading={isSubmitting}>
          Changer d’adresse e-mail
        </Button>
      </ActionRow>
    </form>
  );
}
