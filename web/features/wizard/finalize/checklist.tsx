import { Check, X } from 'lucide-react';
import type { Readiness } from '@core/rules/readiness';
import { cn } from '../../../lib/cn';
import type { StepNumber } from '../labels';

type Line = { key: keyof Readiness['checks']; label: string; step: StepNumber };

export const CHECKLIST_LINES: readonly Line[] = [
  { key: 'contractType', label: 'Type de contrat sélectionné', step: 1 },
  { key: 'authorInfo', label: "Informations sur l'auteur ou le modèle", step: 3 },
  { key: 'descriptions', label: 'Description de l’œuvre ou des images', step: 4 },
  { key: 'remuneration', label: 'Rémunération (cession onéreuse)', step: 5 },
];

/** The four readiness lines of step 6 (SPEC §5), each with a tick or a cross and a way to fix it. */
export function Checklist({ readiness, onFix }: { readiness: Readiness; onFix: (step: StepNumber) => void }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Vérification du contrat">
      {CHECKLIST_LINES.map((line) => {
        const ok = readiness.checks[line.key];
        const Icon = ok ? Check : X;
        return (
          <li key={line.key} className="flex items-center gap-3 px-3 py-2.5 text-sm">
            <Icon
              aria-hidden="true"
              className={cn('size-5 shrink-0 rounded-full p-0.5', ok ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800')}
            />
            <span className="flex-1 text-slate-900">
              {line.label}
              <span className="sr-only">{ok ? ' : complet' : ' : à compléter'}</span>
            </span>
            {!ok && (
              <button
                type="button"
                onClick={() => onFix(line.step)}
                className="cursor-pointer rounded px-1 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                Compléter<span className="sr-only"> : {line.label} (étape {line.step})</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
