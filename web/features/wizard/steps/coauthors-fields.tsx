import { useEffect, useRef, useState } from 'react';
import { coauthorGroup } from '@core/fields/coauthor-fields';
import { addCoauthor, coauthorsAsked, removeCoauthor } from '@core/rules/coauthors';
import { draftRuleIssues } from '@core/rules/draft-rules';
import { MAX_COAUTHORS } from '@core/answers/coauthors';
import type { Draft } from '@core/schemas/draft';
import { Button } from '@web/components/ui/button';
import type { WizardApi } from '../state/use-wizard';
import { FieldGrid } from './field-grid';
import type { ShownFields } from './step-fields';

export const COAUTHORS_TITLE = 'Coauteurs';
export const COAUTHORS_NOTE =
  'L’œuvre a été créée à plusieurs\u202f? Elle appartient alors à tous ses auteurs\u00a0: ajoutez chacun d’eux. Chaque coauteur est partie au contrat, le signe et reçoit sa part de la rémunération.';
export const ADD_COAUTHOR = 'Ajouter un coauteur';
const ADD_COAUTHOR_ID = 'coauteurs-ajouter';
export const removeCoauthorLabel = (n: number) => `Retirer le coauteur ${n}`;

/** The day's refusals of co-author `index` (a minor, a future birth date, shares over 99 %), by field. */
function coauthorErrors(draft: Draft, index: number, today: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of draftRuleIssues(draft, today)) {
    if (issue.path[0] !== 'coauteurs' || String(issue.path[1]) !== String(index)) continue;
    const name = String(issue.path[2] ?? '');
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * The other authors of a work of collaboration (LEGAL J13), under the author's form: one fieldset
 * per co-author rendered from the registry's `coauteurs.*` fields, and buttons to add or remove
 * one. Focus follows the change: a new co-author's first field, or the add button after a removal,
 * so a keyboard user never lands on nothing.
 */
export function CoauthorsFields({
  wizard,
  shown,
  today,
}: {
  wizard: WizardApi;
  shown: ShownFields;
  today: Date;
}) {
  const { draft, update } = wizard;
  const listRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ to: 'add' } | { to: 'item'; index: number } | null>(null);
  useEffect(() => {
    if (!focus) return;
    if (focus.to === 'add') document.getElementById(ADD_COAUTHOR_ID)?.focus();
    else
      listRef.current
        ?.querySelector<HTMLElement>(`[data-coauthor="${focus.index}"] :is(input, select)`)
        ?.focus();
    setFocus(null);
  }, [focus]);
  if (!coauthorsAsked(draft)) return null;
  const count = draft.coauteurs.length;
  return (
    <section className="space-y-3" aria-labelledby="coauteurs-title">
      <h3 id="coauteurs-title" className="text-base font-semibold text-slate-900">
        {COAUTHORS_TITLE}
      </h3>
      <p className="text-sm text-slate-600">{COAUTHORS_NOTE}</p>
      <div ref={listRef} className="space-y-3">
        {draft.coauteurs.map((_, index) => {
          const group = coauthorGroup(index + 1);
          return (
            <fieldset
              key={index}
              data-coauthor={index}
              className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4"
            >
              <legend className="px-1">
                <span className="text-base font-semibold text-slate-900">{group}</span>
              </legend>
              <FieldGrid
                specs={shown.specs.filter((spec) => spec.group === group)}
                wizard={wizard}
                today={today}
                short
                errors={coauthorErrors(draft, index, today)}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  update((d) => removeCoauthor(d, index));
                  setFocus({ to: 'add' });
                }}
              >
                {removeCoauthorLabel(index + 1)}
              </Button>
            </fieldset>
          );
        })}
      </div>
      {count < MAX_COAUTHORS ? (
        <Button
          id={ADD_COAUTHOR_ID}
          type="button"
          variant="secondary"
          onClick={() => {
            update(addCoauthor);
            setFocus({ to: 'item', index: count });
          }}
        >
          {ADD_COAUTHOR}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">
          {`Vous avez ajouté ${MAX_COAUTHORS} coauteurs, le nombre maximal.`}
        </p>
      )}
    </section>
  );
}
