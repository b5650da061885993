import type { FieldSpec } from '@core/fields/types';
import { fieldDomId } from './field-id';

const INPUT_TYPES: Partial<Record<FieldSpec['kind'], string>> = {
  date: 'date',
  email: 'email',
  tel: 'tel',
};

export type RegistryPropsOptions = {
  /** The record the field belongs to (a label or hint may depend on other answers). */
  root?: unknown;
  /** Inside the group's fieldset: the short label (« Nom » under « Le modèle »). */
  short?: boolean;
  /** Id prefix for a form whose keys are not unique on the page (a client's root keys). */
  idPrefix?: string;
};

/**
 * What an input takes from its registry spec: id, label, limit, keyboard,
 * autocomplete, placeholder and help. Spread it on a TextField, SelectField or TextAreaField; a
 * form library's `register()` goes after it, so the binding stays the form's.
 */
export function registryProps(
  spec: FieldSpec,
  { root, short, idPrefix }: RegistryPropsOptions = {},
) {
  const label =
    (root !== undefined ? spec.labelIn?.(root) : undefined) ??
    (short ? spec.shortLabel : undefined) ??
    spec.label;
  const hint = (root !== undefined ? spec.hintIn?.(root) : undefined) ?? spec.hint;
  const placeholder =
    (root !== undefined ? spec.placeholderIn?.(root) : undefined) ?? spec.placeholder;
  return {
    id: fieldDomId(spec.key, idPrefix),
    label,
    ...(hint ? { hint } : {}),
    ...(spec.maxLength !== undefined ? { maxLength: spec.maxLength } : {}),
    ...(spec.inputMode ? { inputMode: spec.inputMode } : {}),
    ...(placeholder ? { placeholder } : {}),
    ...(INPUT_TYPES[spec.kind] ? { type: INPUT_TYPES[spec.kind] } : {}),
    autoComplete: spec.autoComplete ?? 'off',
  };
}

/** The spec of `key` in `specs`; a missing key is a programming error, caught by the tests. */
export function specOf(specs: readonly FieldSpec[], key: string): FieldSpec {
  const spec = specs.find((candidate) => candidate.key === key);
  if (!spec) throw new Error(`Champ inconnu du registre\u00a0: ${key}`);
  return spec;
}
