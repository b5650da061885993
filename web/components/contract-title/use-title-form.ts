import { useState, type FormEvent } from 'react';
import type { TextFieldProps } from '../ui/text-field';

export const EMPTY_TITLE_MESSAGE = 'Le titre ne peut pas être vide.';

/**
 * The title asked when a contract is validated (docs/product.md §2 "Shared pieces", §5): required,
 * never blank, sent trimmed. The list's dialog and step 6's both ask it this way; `serverError`,
 * when given, shows on the field once the title itself is fine. Returns the form's submit handler
 * and the props of its TextField.
 */
export function useTitleForm(
  initial: string,
  onValid: (title: string) => void,
  serverError?: string | null,
) {
  const [title, setTitle] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setInvalid(true);
      // The message is on the field: take the person there, not leave them on « Valider ».
      (event.currentTarget as HTMLFormElement).querySelector('input')?.focus();
      return;
    }
    onValid(trimmed);
  };
  const field = {
    label: 'Titre du contrat',
    requiredMark: true,
    value: title,
    maxLength: 200,
    autoFocus: true,
    error: invalid ? EMPTY_TITLE_MESSAGE : (serverError ?? undefined),
    onChange: (event) => {
      setTitle(event.target.value);
      setInvalid(false);
    },
  } satisfies TextFieldProps;
  return { submit, field };
}
