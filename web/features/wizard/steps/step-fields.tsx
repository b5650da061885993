import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { applicableDraftFields, applies } from '@core/fields/applicable';
import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { expandLists } from '@core/fields/list-fields';
import { getAt, setAt } from '@core/fields/paths';
import type { FieldSpec, FieldWidget, StepNumber } from '@core/fields/types';
import { contractDay } from '@core/rules/contract-date';
import type { Draft } from '@core/schemas/draft';
import { fieldDomId } from '@web/components/registry-field/field-id';
import { registryProps } from '@web/components/registry-field/registry-props';
import { cn } from '@web/lib/cn';
import { Checkbox, Section } from '../controls';
import { RegistryInput } from '../finalize/registry-input';
import type { WizardApi } from '../state/use-wizard';

/**
 * The generic step renderer (docs/fields.md): a step shows the registry's fields of its number,
 * grouped by their `group`, each exactly when its `showIf` holds — the condition readiness and the
 * server check it with. A step adds only what is not an answer: titles, notes, warnings.
 */

/** The registry the steps render; a test provides its own to add a field in one declaration. */
export const FieldRegistry = createContext<readonly FieldSpec[]>(DRAFT_FIELDS);
export const useFieldRegistry = () => useContext(FieldRegistry);

/** The step's fields in screen order: ascending `order`, else their place in the registry. */
export function stepSpecs(registry: readonly FieldSpec[], step: StepNumber): FieldSpec[] {
  return registry
    .map((spec, index) => ({ spec, rank: spec.order ?? index }))
    .filter(({ spec }) => spec.step === step)
    .sort((a, b) => a.rank - b.rank)
    .map(({ spec }) => spec);
}

export type ShownFields = {
  /** The step's fields this draft shows, in screen order. */
  specs: FieldSpec[];
  /** Whether a field of this key is shown. */
  has: (key: string) => boolean;
  /** Whether this very spec is shown (two specs may share a key: the author's person or company). */
  includes: (spec: FieldSpec) => boolean;
  /** The keys readiness requires: the form marks exactly those « obligatoire ». */
  required: ReadonlySet<string>;
};

/** What a step shows of the registry for this draft (ages at the contract's date). */
export function shownFields(
  registry: readonly FieldSpec[],
  step: StepNumber,
  draft: Draft,
  today: Date,
): ShownFields {
  const day = contractDay(draft, today);
  // A list's fields (a co-author's) become one field per item the draft holds.
  const specs = stepSpecs(expandLists(registry, draft), step).filter((spec) =>
    applies(spec, draft, day),
  );
  const keys = new Set(specs.map((spec) => spec.key));
  const own = new Set(specs);
  const required = new Set(
    applicableDraftFields(draft, today, registry)
      .filter((a) => a.required)
      .map((a) => a.spec.key),
  );
  return { specs, has: (key) => keys.has(key), includes: (spec) => own.has(spec), required };
}

export const useShownFields = (step: StepNumber, draft: Draft, today: Date) =>
  shownFields(useFieldRegistry(), step, draft, today);

export type WidgetProps = { spec: FieldSpec; wizard: WizardApi; required: boolean; today: Date };
export type Widgets = Partial<Record<FieldWidget, (props: WidgetProps) => ReactNode>>;

/** Writes an answer: through the spec's own writer when its change touches other answers. */
export const writeAnswer = (spec: FieldSpec, draft: Draft, value: unknown): Draft =>
  (spec.write ? spec.write(draft, value) : setAt(draft, spec.key, value)) as Draft;

type StepFieldProps = {
  spec: FieldSpec;
  wizard: WizardApi;
  required: boolean;
  today: Date;
  widgets: Widgets;
  className?: string;
  /** Inside its group's fieldset: the short label (« Nom » under « Le modèle »). */
  short?: boolean;
};

/** One answer: its named composite renderer, a checkbox, or the registry input of its kind. */
export function StepField(props: StepFieldProps) {
  const { spec, wizard, required, today, widgets, className, short } = props;
  const { draft, update } = wizard;
  if (spec.widget) {
    const render = widgets[spec.widget];
    if (!render) throw new Error(`Aucun rendu pour le champ composé\u00a0: ${spec.widget}`);
    return <>{render({ spec, wizard, required, today })}</>;
  }
  if (spec.kind === 'checkbox') {
    const { label, hint } = registryProps(spec, { root: draft, short });
    return (
      <Checkbox
        id={fieldDomId(spec.key)}
        label={label}
        hint={hint}
        checked={getAt(draft, spec.key) === true}
        onChange={(on) => update((d) => writeAnswer(spec, d, on))}
      />
    );
  }
  return (
    <RegistryInput
      spec={spec}
      root={draft}
      required={required}
      today={today}
      short={short}
      options={spec.optionsIn?.(draft)}
      {...(spec.alwaysSet ? { placeholderOption: null } : {})}
      className={className}
      onChange={(value) =>
        update((d) =>
          writeAnswer(spec, d, spec.parse && typeof value === 'string' ? spec.parse(value) : value),
        )
      }
    />
  );
}

/** A group's place on screen: its fields (already rendered) and which keys are shown. */
export type GroupFrame = (props: {
  group: string;
  fields: ReactNode;
  shown: ShownFields;
}) => ReactNode;

/** By default a group is a titled section whose fields share a two-column grid. */
const gridFrame: GroupFrame = ({ group, fields }) => (
  <Section title={group}>
    {/* min-w-0: a select's long options must not widen its grid track past a 375 px screen. */}
    <div className="grid gap-4 sm:grid-cols-2 [&_select]:w-full [&>*]:min-w-0">{fields}</div>
  </Section>
);

type Slot = { group?: string; specs: FieldSpec[] };

/** The step's fields in slots: a field alone, or a group where its first field stands. */
function slotsOf(specs: readonly FieldSpec[]): Slot[] {
  const slots: Slot[] = [];
  const groups = new Map<string, Slot>();
  for (const spec of specs) {
    if (!spec.group) {
      slots.push({ specs: [spec] });
      continue;
    }
    const slot = groups.get(spec.group);
    if (slot) slot.specs.push(spec);
    else {
      const created = { group: spec.group, specs: [spec] };
      groups.set(spec.group, created);
      slots.push(created);
    }
  }
  return slots;
}

type StepFieldsProps = {
  wizard: WizardApi;
  step: StepNumber;
  today: Date;
  /** The renderers of the composite answers this step asks (`widget` in the registry). */
  widgets?: Widgets;
  /** What follows a field when it is shown (a warning about its answer), by key. */
  after?: Partial<Record<string, ReactNode>>;
  /** A group's own frame (title, notes), by group; by default a section with a grid. */
  frames?: Partial<Record<string, GroupFrame>>;
};

/**
 * A step's answers as the registry declares them: each group in its frame, each field shown
 * when its `showIf` holds. A group's frame is drawn even when none of its fields is shown, so it
 * can say why (a free grant offers no extra right); the default frame then draws nothing.
 */
export function StepFields({
  wizard,
  step,
  today,
  widgets = {},
  after = {},
  frames = {},
}: StepFieldsProps) {
  const registry = useFieldRegistry();
  const shown = shownFields(registry, step, wizard.draft, today);
  const field = (spec: FieldSpec, inGrid: boolean) => (
    <Fragment key={`${spec.key}:${spec.label}`}>
      <StepField
        spec={spec}
        wizard={wizard}
        required={shown.required.has(spec.key)}
        today={today}
        widgets={widgets}
        className={cn(inGrid && spec.wide && 'sm:col-span-2')}
      />
      {after[spec.key]}
    </Fragment>
  );
  return (
    <>
      {slotsOf(stepSpecs(registry, step)).map((slot) => {
        const visible = slot.specs.filter(shown.includes);
        if (!slot.group) return visible.map((spec) => field(spec, false));
        const frame = frames[slot.group];
        if (!frame && visible.length === 0) return null;
        const fields = visible.map((spec) => field(spec, !frame));
        return (
          <Fragment key={`group:${slot.group}`}>
            {(frame ?? gridFrame)({ group: slot.group, fields, shown })}
          </Fragment>
        );
      })}
    </>
  );
}
