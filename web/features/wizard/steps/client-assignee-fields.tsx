import type { FieldSpec } from '@core/fields/types';
import {
  CLIENT_ASSIGNEE_GROUP,
  clientAssigneeTitle,
  clientPickerTitle,
  draftWithCounterpart,
} from '@core/rules/sides';
import { Section } from '../controls';
import type { WizardApi } from '../state/use-wizard';
import { ClientPicker } from './client-picker';
import { SaveTypedClient } from './save-typed-client';
import { StepField, type ShownFields } from './step-fields';

/**
 * A creator's client, the assignee (core/rules/sides.ts): picked from « Mes clients » or typed,
 * with the fields and checks of an assignee's profile, as the registry shows them; a typed one
 * can be saved to « Mes clients ».
 */
export function ClientAssigneeFields({
  wizard,
  shown,
  today,
  signedIn,
}: {
  wizard: WizardApi;
  shown: ShownFields;
  today: Date;
  signedIn: boolean;
}) {
  const specs = shown.specs.filter((spec: FieldSpec) => spec.group === CLIENT_ASSIGNEE_GROUP);
  if (specs.length === 0) return null;
  return (
    <Section title={clientAssigneeTitle(wizard.draft)}>
      <div className="space-y-4">
        {signedIn && (
          <ClientPicker
            title={clientPickerTitle(wizard.draft)}
            selectedId={undefined}
            onPick={(client) => wizard.update((d) => draftWithCounterpart(d, client))}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2 [&_select]:w-full [&>*]:min-w-0">
          {specs.map((spec) => (
            <StepField
              key={spec.key}
              spec={spec}
              wizard={wizard}
              required={shown.required.has(spec.key)}
              today={today}
              widgets={{}}
              className={spec.wide || spec.kind === 'radio' ? 'sm:col-span-2' : undefined}
            />
          ))}
        </div>
        {signedIn && <SaveTypedClient info={wizard.draft.entreprise_info} />}
      </div>
    </Section>
  );
}
