import { useId, useState } from 'react';
import { CircleHelp, Search } from 'lucide-react';
import { clauseNote } from '@core/templates/clause-notes';
import { ClauseNoteBody } from '@web/components/clause-note/clause-note';
import { cn } from '@web/lib/cn';
import { filterSections, truncateLabel, type Section } from '../model/element-ops';
import { MESSAGES } from '../messages';

/**
 * Left panel (docs/product.md §2): article headings, searchable, click to scroll and pulse. Each
 * article of the templates has its « Pourquoi cette clause ? » button (an article heading's element
 * id is its clause key; an article the user added has none), which opens the note under the row:
 * a toggle per row rather than a note following the article in view, because on phones the panel
 * sits above the document and reaching it scrolls the article away.
 */
export function SectionsPanel({
  sections,
  active,
  small,
  onSelect,
}: {
  sections: Section[];
  active: string | null;
  small: boolean;
  onSelect: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const [explained, setExplained] = useState<string | null>(null);
  const searchId = useId();
  const noteId = useId();
  const shown = filterSections(sections, query);
  return (
    <nav
      aria-label="Sections du contrat"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <h2 className="text-sm font-semibold text-slate-800">Sections</h2>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {MESSAGES.searchSections}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-2 size-4 text-slate-500"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={MESSAGES.searchSections}
          className="w-full rounded-md border border-slate-500 py-1.5 pr-2 pl-8 text-sm focus:border-brand-600"
        />
      </div>
      {sections.length === 0 ? (
        <p className="text-sm text-slate-600">{MESSAGES.noSections}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600">{MESSAGES.noResults}</p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {shown.map((s) => {
            const note = clauseNote(s.id);
            const open = note !== null && explained === s.id;
            return (
              <li key={s.id}>
                <div className="flex items-start gap-1">
                  <button
                    type="button"
                    title={s.label}
                    aria-current={active === s.id ? 'location' : undefined}
                    onClick={() => onSelect(s.id)}
                    className={cn(
                      'min-w-0 flex-1 cursor-pointer rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100',
                      active === s.id && 'bg-brand-50 font-medium text-brand-900',
                    )}
                  >
                    {truncateLabel(s.label, small) || `Section ${s.index + 1}`}
                  </button>
                  {note && (
                    <button
                      type="button"
                      aria-label={`${MESSAGES.whyThisClause} (${s.label})`}
                      title={MESSAGES.whyThisClause}
                      aria-expanded={open}
                      aria-controls={open ? noteId : undefined}
                      onClick={() => setExplained(open ? null : s.id)}
                      className={cn(
                        'mt-0.5 shrink-0 cursor-pointer rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-brand-700',
                        open && 'bg-brand-50 text-brand-700',
                      )}
                    >
                      <CircleHelp aria-hidden="true" className="size-4" />
                    </button>
                  )}
                </div>
                {open && (
                  <div data-testid="clause-note" className="mx-2 mb-1.5 select-none">
                    <ClauseNoteBody id={noteId} note={note} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
