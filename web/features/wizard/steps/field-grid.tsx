import { Fragment, useState, type ReactNode } from 'react';
import type { FieldSpec } from '@core/fields/types';
import { applicableDraftFields } from '@core/fields/applicable';
import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { setAt } from '@core/fields/paths';
import type { Draft } from '@core/schemas/draft';
import { cn } from '@web/lib/cn';
import { RegistryInput } from '../finalize/registry-input';
import type { WizardApi } from '../state/use-wizard';
import { useFieldRegistry } from './step-fields';

/** The last part of a key (`auteur_info.parent1.nom` → `nom`): layout and per-field extras use it. */
export const nameOf = (key: string) => key.split('.').at(-1) ?? key;

/** Fields that take a whole row on wide screens (an address, a company name). */
const WIDE = new Set(['adresse']);

/** Which of these fields readiness requires for this draft: the form marks exactly those. */
export function requiredKeys(
  draft: Draft,
  today: Date,
  registry: readonly FieldSpec[] = DRAFT_FIELDS,
): Set<string> {
  return new Set(
    applicableDraftFields(draft, today, registry)
      .filter((a) => a.required)
      .map((a) => a.spec.key),
  );
}

type FieldGridProps = {
  specs: readonly FieldSpec[];
  wizard: Pick<WizardApi, 'draft' | 'update'>;
  today: Date;
  /** Inside a group's fieldset: short labels (« Nom » under « Le modèle »). */
  short?: boolean;
  /** Errors found elsewhere, by field name (a birth date in the future). */
  errors?: Partial<Record<string, string>>;
  /** Content placed in the grid right after a field, by field name (the SIREN autofill). */
  after?: Partial<Record<string, ReactNode>>;
  /** Field names that take a whole row besides addresses. */
  wide?: readonly string[];
  /** Writes a value: by default at the field's key in the draft. */
  set?: (draft: Draft, key: string, value: unknown) => Draft;
};

/**
 * Step 3's person, company and parent fields, rendered from the registry: the
 * label, limit, keyboard, help, format rule and id of each input come from core/fields, and the
 * « (obligatoire) » marks from readiness, so the form asks exactly what the checklist checks.
 */
export function FieldGrid({
  specs,
  wizard,
  today,
  short,
  errors = {},
  after = {},
  wide = [],
  set = setAt,
}: FieldGridProps) {
  const { draft, update } = wizard;
  const required = requiredKeys(draft, today, useFieldRegistry());
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {specs.map((spec) => {
        const name = nameOf(spec.key);
        return (
          <Fragment key={spec.key}>
            <RegistryInput
              spec={spec}
              root={draft}
              required={required.has(spec.key)}
              today={today}
              short={short}
              error={errors[name]}
              onChange={(value) => update((d) => set(d, spec.key, value))}
              className={cn((WIDE.has(name) || wide.includes(name)) && 'sm:col-span-2')}
            />
            {after[name]}
          </Fragment>
        );
      })}
    </div>
  );
}

/** A today fixed for the life of a form (ages and birth dates are read against it). */
export const useToday = () => useState(() => new Date())[0];
