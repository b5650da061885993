import type { ComponentProps } from 'react';
import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { setAt } from '@core/fields/paths';
import { specOf } from '../../../components/registry-field/registry-props';
import { RegistryInput } from '../finalize/registry-input';
import type { WizardApi } from '../state/use-wizard';
import { requiredKeys, useToday } from './field-grid';

type DraftFieldProps = Omit<
  ComponentProps<typeof RegistryInput>,
  'spec' | 'root' | 'today' | 'onChange' | 'required'
> & {
  wizard: Pick<WizardApi, 'draft' | 'update'>;
  /** The registry key of a contract answer (core/fields/draft-fields.ts). */
  name: string;
  /** Marks the field required where readiness does not (a pseudonym once « pseudonyme » is chosen). */
  required?: boolean;
};

/**
 * One contract answer of steps 4 and 5, rendered from its registry spec and written at its key:
 * the label, help, limit and id are the ones the checklist and the finalisation page use.
 */
export function DraftField({ wizard, name, required, ...props }: DraftFieldProps) {
  const today = useToday();
  const { draft, update } = wizard;
  return (
    <RegistryInput
      spec={specOf(DRAFT_FIELDS, name)}
      root={draft}
      today={today}
      required={required ?? requiredKeys(draft, today).has(name)}
      onChange={(value) => update((d) => setAt(d, name, value))}
      {...props}
    />
  );
}
