import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import type { MissingField, Readiness } from '@core/rules/readiness';
import { cn } from '@web/lib/cn';

type ChecklistProps = {
  readiness: Readiness;
  /** « Compléter »: go to the field (the wizard's step, or the field on the finalisation page). */
  onFix: (field: MissingField) => void;
  /** Replaces « Compléter » on the assignee line (configure or choose the profile). */
  assigneeAction?: ReactNode;
};

const where = (field: MissingField) => (field.step ? ` (étape ${field.step})` : '');

/**
 * The step-6 checklist (docs/product.md §5) built from readiness's list: a line
 * is ticked only when every field it checks is there and valid, and each missing or invalid field
 * is named with a « Compléter » that leads to it. Shared by step 6 and /wizard/finalize/:id.
 */
export function Checklist({ readiness, onFix, assigneeAction }: ChecklistProps) {
  return (
    <ul
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      aria-label="Vérification du contrat"
    >
      {readiness.lines.map((line) => {
        const Icon = line.ok ? Check : X;
        return (
          <li key={line.item} className="px-3 py-2.5 text-sm">
            <div className="flex items-center gap-3">
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-5 shrink-0 rounded-full p-0.5',
                  line.ok ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
                )}
              />
              <span className="flex-1 font-medium text-slate-900">
                {line.label}
                <span className="sr-only">
                  {line.ok ? '\u00a0: complet' : '\u00a0: à compléter'}
                </span>
              </span>
            </div>
            {!line.ok && (
              <ul className="mt-2 space-y-1.5 pl-8" aria-label={`À compléter : ${line.label}`}>
                {line.missing.map((field) => (
                  <MissingRow
                    key={field.key}
                    field={field}
                    onFix={onFix}
                    action={isProfileAssignee(field) ? assigneeAction : undefined}
                  />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The assignee taken from the profile (a client's contract): its row is the profile's, with its
 * own way out. A creator's assignee is typed at step 3, field by field, like any answer.
 */
const isProfileAssignee = (field: MissingField) => field.key === 'entreprise_info';

function MissingRow({
  field,
  onFix,
  action,
}: {
  field: MissingField;
  onFix: (field: MissingField) => void;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <span className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">
        {/* The assignee line already names the field: its row only says why and what to do. */}
        {!isProfileAssignee(field) && (
          <>
            {field.label}
            {where(field)}
          </>
        )}
        {field.problem === 'invalid' || field.item === 'assignee' ? (
          <span className="block text-red-800">{field.message}</span>
        ) : (
          <span className="sr-only"> : manquant</span>
        )}
      </span>
      {action ?? <FixButton what={`${field.label}${where(field)}`} onClick={() => onFix(field)} />}
    </li>
  );
}

/** « Compléter », named after what it leads to (« Compléter : Prix (étape 5) »). */
export function FixButton({
  what,
  onClick,
  label = 'Compléter',
}: {
  what: string;
  onClick: () => void;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer rounded px-1 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {label}
      <span className="sr-only">
        {'\u00a0'}: {what}
      </span>
    </button>
  );
}
