import { AUTEUR, IMAGE, SUPPORTS } from '@core/answers/draft';
import { PRICE_GROUP, SCOPE_GROUP, SUPPORTS_GROUP } from '@core/fields/draft-fields';
import { fieldDomId } from '@web/components/registry-field/field-id';
import { Checkbox, Section } from '../controls';
import { SUPPORT_LABELS } from '../labels';
import { toggleInList } from '../state/draft-fields';
import type { WizardApi } from '../state/use-wizard';
import { PriceFrame, priceWidget, useSwitchToFree } from './price-fields';
import { useToday } from './field-grid';
import { AnswerWarnings, ChildAdvertisingWarning } from './scope-warnings';
import { StepFields, type WidgetProps } from './step-fields';

/** The supports on offer (the website and Discord always included). */
function SupportsWidget({ spec, wizard }: WidgetProps) {
  const { draft, update } = wizard;
  return SUPPORTS.map((support, index) => (
    <Checkbox
      key={support}
      id={index === 0 ? fieldDomId(spec.key) : undefined}
      label={SUPPORT_LABELS[support]}
      checked={draft.supports.includes(support)}
      onChange={(on) =>
        update((d) => ({ ...d, supports: toggleInList(SUPPORTS, d.supports, support, on) }))
      }
    />
  ));
}

/**
 * Step 5: supports, price when Onéreuse, and the L131-3 scope (duration, territory, purpose), each
 * field shown when the registry says it applies (core/fields/draft-fields.ts).
 */
export function StepSupports({ wizard }: { wizard: WizardApi }) {
  const { draft } = wizard;
  const today = useToday();
  const { switched, toFree } = useSwitchToFree(wizard);
  const hasAuteur = draft.type_contrat.includes(AUTEUR);
  const hasImage = draft.type_contrat.includes(IMAGE);

  return (
    <div className="space-y-8">
      <StepFields
        wizard={wizard}
        step={5}
        today={today}
        widgets={{ supports: SupportsWidget, price: priceWidget(toFree) }}
        after={{
          remuneration: <AnswerWarnings draft={draft} field="remuneration" />,
          duree_image_annees: <AnswerWarnings draft={draft} field="duree_image_annees" />,
          destination: (
            <>
              <AnswerWarnings draft={draft} field="destination" />
              <ChildAdvertisingWarning draft={draft} />
            </>
          ),
        }}
        frames={{
          [SUPPORTS_GROUP]: ({ group, fields }) => (
            <Section
              title={group}
              description={
                hasAuteur && hasImage
                  ? 'Où l’œuvre et les images seront-elles utilisées\u202f?'
                  : hasImage
                    ? 'Où les images seront-elles utilisées\u202f?'
                    : 'Où l’œuvre sera-t-elle utilisée\u202f?'
              }
            >
              <fieldset className="grid gap-x-4 sm:grid-cols-2">
                <legend className="sr-only">{group}</legend>
                {fields}
              </fieldset>
            </Section>
          ),
          [PRICE_GROUP]: ({ fields, shown }) => (
            <PriceFrame fields={fields} shown={shown} switched={switched} />
          ),
          [SCOPE_GROUP]: ({ group, fields }) => <Section title={group}>{fields}</Section>,
        }}
      />
    </div>
  );
}
