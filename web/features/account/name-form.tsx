import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useAuth } from '@web/lib/auth';
import { ACCOUNT_QUERY_KEYS, updateName } from './account-api';
import { nameSchema, type NameValues } from './account-forms.schema';
import { ActionRow, useFeedback } from './form-feedback';

export const NAME_SAVED = 'Votre nom a été enregistré.';

/** The account's name (better-auth update-user); the header's menu shows the new one at once. */
export function NameForm({ name }: { name: string }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { feedback, success, error, clear } = useFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NameValues>({ resolver: zodResolver(nameSchema), defaultValues: { name } });

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      await updateName(values.name);
      await Promise.all([
        auth.refetch(),
        queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.me }),
      ]);
      success(NAME_SAVED);
    } catch (cause) {
      error(cause);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Nom"
        autoComplete="name"
        className="sm:max-w-sm"
        hint="Le nom qui figure dans les e-mails de Clausier et dans le menu de votre compte."
        error={errors.name?.message}
        {...register('name')}
      />
      <ActionRow feedback={feedback}>
        <Button type="submit" variant="outline" loading={isSubmitting}>
          Enregistrer le nom
        </Button>
      </ActionRow>
    </form>
  );
}
