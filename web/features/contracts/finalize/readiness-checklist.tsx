import { Check, X } from 'lucide-react';
import type { Readiness } from '@core/rules/readiness';
import { cn } from '../../../lib/cn';

const LINES: Array<[keyof Readiness['checks'], string]> = [
  ['contractType', 'Type de contrat sélectionné'],
  ['authorInfo', "Informations de l'auteur ou du modèle complètes"],
  ['descriptions', 'Description complète'],
  ['remuneration', 'Rémunération renseignée'],
];

/** The four checklist lines of step 6 (SPEC §2), ticks or crosses. */
export function ReadinessChecklist({ readiness }: { readiness: Readiness }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Vérification du contrat">
      {LINES.map(([key, label]) => {
        const ok = readiness.checks[key];
        return (
          <li key={key} className={cn('flex items-center gap-2 text-sm', ok ? 'text-emerald-800' : 'text-red-800')}>
            {ok ? <Check aria-hidden="true" className="size-5" /> : <X aria-hidden="true" className="size-5" />}
            <span>{label}</span>
            <span className="sr-only">{ok ? ' : complet' : ' : à compléter'}</span>
          </li>
        );
      })}
    </ul>
  );
}
