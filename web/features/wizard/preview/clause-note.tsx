import { clauseNote } from '@core/templates/clause-notes';

/**
 * « Pourquoi cette clause ? » under an article heading (issue 11 item 4): preview UI only. The
 * note is not in the ContractDocument, so the PDF, the Word file and the « Copier » text (all
 * rendered from the document) never carry it; select-none keeps it out of a manual selection.
 */
export function ClauseNote({ articleKey }: { articleKey: string }) {
  const note = clauseNote(articleKey);
  if (!note) return null;
  return (
    <details className="clause-note mt-1 font-sans text-xs text-slate-600 select-none" data-testid="clause-note">
      <summary className="w-fit cursor-pointer rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
        Pourquoi cette clause{'\u202F'}?
      </summary>
      <p className="mt-1 rounded border-l-2 border-brand-200 bg-brand-50 px-2 py-1 leading-snug text-slate-700">{note}</p>
    </details>
  );
}
