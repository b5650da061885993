import type { FieldSpec } from '@core/fields/types';
import { CONSUMER_GROUP } from '@core/fields/situation-fields';
import { isCedant } from '@core/rules/sides';
import { Section } from '../controls';
import type { WizardApi } from '../state/use-wizard';
import { StepField, type ShownFields } from './step-fields';

/** The section's title for a creator drafting as the Cédant: the consumer is her client. */
export const CLIENT_CONSUMER_TITLE = 'Votre client, le cessionnaire';

/**
 * « Vous, le cessionnaire » (LEGAL J9): whether the assignee buys as a consumer, and then the
 * withdrawal answer and the author's mediator, as the registry shows them. A creator reads it
 * about her client (docs/sides.md).
 */
export function ConsumerFields({
  wizard,
  shown,
  today,
}: {
  wizard: WizardApi;
  shown: ShownFields;
  today: Date;
}) {
  const specs = shown.specs.filter((spec: FieldSpec) => spec.group === CONSUMER_GROUP);
  if (specs.length === 0) return null;
  return (
    <Section title={isCedant(wizard.draft) ? CLIENT_CONSUMER_TITLE : CONSUMER_GROUP}>
      <div className="grid gap-4 sm:grid-cols-2 [&_select]:w-full [&>*]:min-w-0">
        {specs.map((spec) => (
          <StepField
            key={spec.key}
            spec={spec}
            wizard={wizard}
            required={shown.required.has(spec.key)}
            today={today}
            widgets={{}}
            className={spec.wide ? 'sm:col-span-2' : undefined}
          />
        ))}
      </div>
    </Section>
  );
}
