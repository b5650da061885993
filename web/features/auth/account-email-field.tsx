import { TextField, type TextFieldProps } from '@web/components/ui/text-field';

/**
 * The account's address, the same field in the sign-in, sign-up and forgotten-password forms: one
 * label, and the browser's e-mail keyboard and autofill for the address it knows.
 */
export function AccountEmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  return <TextField label="Adresse e-mail" type="email" autoComplete="email" {...props} />;
}
