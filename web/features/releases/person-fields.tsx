import { formatProblem } from '@core/fields/format-problem';
import type { FieldSpec } from '@core/fields/types';
import { dayFromIso } from '@core/rules/contract-date';
import { registryProps } from '@web/components/registry-field/registry-props';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';

/** A person's answers as the form holds them: the registry's field names, as text. */
export type PersonValues = Record<string, string>;

type Props = {
  /** The registry's specs of this person (`auteur_info.*`, `auteur_info.parent1.*`). */
  specs: readonly FieldSpec[];
  /** The specs' common prefix, dropped to name each value (`auteur_info.parent1`). */
  prefix: string;
  values: PersonValues;
  onChange: (name: string, value: string) => void;
  /** Errors by the participant's path (`model.nom`), under `errorPrefix`. */
  errors: Record<string, string>;
  errorPrefix: string;
  onError: (path: string, message: string | null) => void;
  /** Names marked required beyond the registry's own (the séance leaves nothing blank). */
  alsoRequired?: readonly string[];
};

/**
 * The registry's format rules over a person's answers, by the participant's paths: checked when
 * the form is sent, not when a field is left — a message appearing under a field on blur moved
 * the button under a finger between press and release, and the tap was lost.
 */
export function formatErrors(
  specs: readonly FieldSpec[],
  prefix: string,
  values: PersonValues,
  errorPrefix: string,
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const spec of specs) {
    const name = spec.key.slice(prefix.length + 1);
    const problem = formatProblem(spec, values[name] ?? '', {
      record: values,
      root: {},
      today: dayFromIso(today) ?? new Date(),
    });
    if (problem) errors[`${errorPrefix}.${name}`] = problem;
  }
  return errors;
}

/**
 * A person's identity fields from the registry (docs/fields.md): labels, limits, keyboards,
 * autocomplete; a field's error goes as soon as it is changed.
 */
export function PersonFields(props: Props) {
  const { specs, prefix, values, onChange, errors, errorPrefix, onError, alsoRequired } = props;
  return (
    <div className="flex flex-col gap-4">
      {specs.map((spec) => {
        const name = spec.key.slice(prefix.length + 1);
        const path = `${errorPrefix}.${name}`;
        const common = {
          ...registryProps(spec, { short: true }),
          value: values[name] ?? '',
          error: errors[path],
          requiredMark: spec.requiredIf !== undefined || (alsoRequired?.includes(name) ?? false),
        };
        const change = (value: string) => {
          onChange(name, value);
          if (errors[path]) onError(path, null);
        };
        if (spec.kind === 'select')
          return (
            <SelectField
              key={spec.key}
              {...common}
              options={spec.options ?? []}
              placeholderOption="Choisir…"
              onChange={(event) => change(event.target.value)}
            />
          );
        return (
          <TextField key={spec.key} {...common} onChange={(event) => change(event.target.value)} />
        );
      })}
    </div>
  );
}
