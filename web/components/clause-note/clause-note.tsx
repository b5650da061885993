import { clauseNote } from '@core/templates/clause-notes';
import type { PartySide } from '@core/answers/side';
import { cn } from '@web/lib/cn';

/**
 * « Pourquoi cette clause ? », written once in core/templates/clause-notes.ts
 * and shown in two places: under each article heading of the wizard preview (this disclosure), and
 * beside each article of the editor's sections panel (sections-panel.tsx, with ClauseNoteBody). The
 * note is not in the ContractDocument, so the PDF, the Word file and the
 * « Copier » text (all rendered from the document) never carry it; select-none keeps it out of a
 * manual selection of the preview.
 */
export function ClauseNote({
  articleKey,
  side,
  className,
}: {
  articleKey: string;
  /** The user's side of the contract: the note then says what the article means for them. */
  side?: PartySide;
  className?: string;
}) {
  const note = clauseNote(articleKey, side);
  if (!note) return null;
  return (
    <details
      className={cn('clause-note font-sans text-xs text-slate-600 select-none', className)}
      data-testid="clause-note"
    >
      <summary className="w-fit cursor-pointer rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
        Pourquoi cette clause{'\u202F'}?
      </summary>
      <ClauseNoteBody note={note} />
    </details>
  );
}

/** The note itself, as both places show it (the editor's panel opens it with its own button). */
export function ClauseNoteBody({ note, id }: { note: string; id?: string }) {
  return (
    <p
      id={id}
      className="mt-1 rounded border-l-2 border-brand-200 bg-brand-50 px-2 py-1 font-sans text-xs leading-snug text-slate-700"
    >
      {note}
    </p>
  );
}
