import type { Draft } from '@core/schemas/draft';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { SelectField } from '../../../components/ui/select-field';
import { authorField, setAuthorField } from '../state/draft-fields';
import type { WizardApi } from '../state/use-wizard';
import { COMPANY_AUTHOR_FIELDS, PHYSICAL_AUTHOR_FIELDS } from './step-3.schema';

/** The author's or model's fields for the current author kind, bound to the draft. */
export function AuthorFields({ draft, update }: { draft: Draft; update: WizardApi['update'] }) {
  const fields = draft.auteur_type === 'Personne physique' ? PHYSICAL_AUTHOR_FIELDS : COMPANY_AUTHOR_FIELDS;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const value = authorField(draft, field.key);
        const set = (next: string) => update((d) => setAuthorField(d, field.key, next));
        const className = cn(field.wide && 'sm:col-span-2');
        if (field.kind === 'select') {
          return (
            <SelectField
              key={field.key}
              label={field.label}
              value={value}
              requiredMark={field.required}
              onChange={(event) => set(event.target.value)}
              className={className}
              placeholderOption="Choisir…"
              options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
            />
          );
        }
        return (
          <TextField
            key={field.key}
            label={field.label}
            type={field.kind === 'date' ? 'date' : 'text'}
            value={value}
            requiredMark={field.required}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete ?? 'off'}
            onChange={(event) => set(event.target.value)}
            className={className}
          />
        );
      })}
    </div>
  );
}
