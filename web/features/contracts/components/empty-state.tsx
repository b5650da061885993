import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileText, Plus } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button';

/** 'Aucun contrat', with create and import (docs/product.md §2). */
export function EmptyState({ importZone }: { importZone: ReactNode }) {
  return (
    <section
      aria-labelledby="contracts-empty"
      className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-8 text-center"
    >
      <FileText aria-hidden="true" className="size-10 text-slate-400" />
      <h2 id="contracts-empty" className="text-lg font-semibold text-slate-900">
        Aucun contrat
      </h2>
      <p className="max-w-md text-sm text-slate-600">
        Créez votre premier contrat avec le générateur, ou importez un contrat exporté au format
        JSON.
      </p>
      <Link to="/wizard" className={buttonClasses('primary')}>
        <Plus aria-hidden="true" className="size-4" /> Créer un contrat
      </Link>
      <div className="w-full max-w-xl text-left">{importZone}</div>
    </section>
  );
}
