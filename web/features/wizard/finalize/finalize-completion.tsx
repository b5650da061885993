import { useMemo, useState } from 'react';
import { applicableDraftFields } from '@core/fields/applicable';
import { setAt } from '@core/fields/paths';
import { READINESS_ITEM_LABELS } from '@core/fields/types';
import { handFilledBlanks, type HandFilledBlank } from '@core/rules/hand-filled';
import { checkReadiness, missingFields } from '@core/rules/readiness';
import type { Draft } from '@core/schemas/draft';
import { cn } from '@web/lib/cn';
import { AssigneePicker } from '../assignee/assignee-picker';
import { Checklist } from './checklist';
import { focusField, focusFieldWhenShown } from './field-dom';
import { HandFilledBlanks } from './hand-filled-blanks';
import { RegistryInput } from './registry-input';

type FinalizeCompletionProps = {
  draft: Draft;
  /** The draft as loaded: the fields missing then stay open while the user types. */
  initial: Draft;
  onChange: (draft: Draft) => void;
  contractId: string;
};

const CONTAINER = 'finalize-missing-fields';

/** Where the page's fields are looked for (the whole page while none is open). */
const fieldsRoot = (): ParentNode => document.getElementById(CONTAINER) ?? document;

/**
 * The finalisation page's half of the one finalisation flow: the same checklist
 * as step 6, and every missing or invalid field rendered in place from the registry — the
 * distinct model's, a minor's parents', both prices, the assignee — so no line can stay red with
 * nowhere to fill it (the old page had no model fields: a dead end). Below the checklist, what the
 * contract will still leave blank, as at step 6; its « Compléter » opens that optional field among
 * the others, where it then stays while the page is open.
 */
export function FinalizeCompletion({
  draft,
  initial,
  onChange,
  contractId,
}: FinalizeCompletionProps) {
  const [today] = useState(() => new Date());
  const readiness = checkReadiness(draft, today);
  const openAtLoad = useMemo(
    () => new Set(missingFields(initial, today).map((f) => f.key)),
    [initial, today],
  );
  // Optional fields opened by the left-blank list's « Compléter ».
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set());
  const open = new Set([...openAtLoad, ...readiness.missing.map((f) => f.key), ...asked]);
  const fields = applicableDraftFields(draft, today).filter(({ spec }) => open.has(spec.key));
  const groups = new Map<string, typeof fields>();
  for (const field of fields) {
    const name = field.spec.group ?? READINESS_ITEM_LABELS[field.spec.item ?? 'other'];
    groups.set(name, [...(groups.get(name) ?? []), field]);
  }
  const set = (key: string, value: unknown) => onChange(setAt(draft, key, value));
  const complete = (blank: HandFilledBlank) => {
    setAsked((keys) => new Set(keys).add(blank.key));
    focusFieldWhenShown(blank, fieldsRoot);
  };

  return (
    <div className="flex flex-col gap-5">
      <Checklist readiness={readiness} onFix={(field) => focusField(field, fieldsRoot())} />
      <HandFilledBlanks blanks={handFilledBlanks(draft, today)} onFix={complete} headingLevel={2} />
      {fields.length > 0 && (
        <div id={CONTAINER} className="flex flex-col gap-5">
          {[...groups].map(([name, list]) => (
            <fieldset key={name} className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-base font-semibold text-slate-900">{name}</legend>
              {list.map(({ spec, required }) =>
                spec.kind === 'assignee' ? (
                  <AssigneePicker
                    key={spec.key}
                    selected={draft.entreprise_info?.type ?? null}
                    onPick={(info) => set('entreprise_info', info)}
                    configureHref={`/dashboard?redirectTo=wizard/finalize/${encodeURIComponent(contractId)}`}
                  />
                ) : (
                  <RegistryInput
                    key={spec.key}
                    spec={spec}
                    root={draft}
                    required={required}
                    today={today}
                    onChange={(value) => set(spec.key, value)}
                    className={cn(
                      (spec.kind === 'textarea' || spec.kind === 'multi') && 'sm:col-span-2',
                    )}
                  />
                ),
              )}
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
