import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { filterSections, truncateLabel, type Section } from '../model/element-ops';
import { MESSAGES } from '../messages';

/** Left panel (SPEC §2): article headings, searchable, click to scroll and pulse. */
export function SectionsPanel({ sections, active, small, onSelect }: { sections: Section[]; active: string | null; small: boolean; onSelect: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterSections(sections, query);
  return (
    <nav aria-label="Sections du contrat" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <h2 className="text-sm font-semibold text-slate-800">Sections</h2>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {MESSAGES.searchSections}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-2 size-4 text-slate-500" />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={MESSAGES.searchSections}
          className="w-full rounded-md border border-slate-300 py-1.5 pr-2 pl-8 text-sm focus:border-brand-600"
        />
      </div>
      {sections.length === 0 ? (
        <p className="text-sm text-slate-600">{MESSAGES.noSections}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600">{MESSAGES.noResults}</p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {shown.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                title={s.label}
                aria-current={active === s.id ? 'location' : undefined}
                onClick={() => onSelect(s.id)}
                className={cn(
                  'w-full cursor-pointer rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100',
                  active === s.id && 'bg-brand-50 font-medium text-brand-900',
                )}
              >
                {truncateLabel(s.label, small) || `Section ${s.index + 1}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
