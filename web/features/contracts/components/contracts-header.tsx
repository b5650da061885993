import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus, QrCode } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button';

/** Title, create button (→ /wizard, which goes through the dashboard gate) and the help button. */
export function ContractsHeader({ helpButton }: { helpButton?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Mes Contrats</h1>
        {helpButton}
      </div>
      <div className="flex flex-wrap gap-2">
        {/* A séance: one image authorisation signed by each model on their phone (docs/releases.md). */}
        <Link to="/seances" className={buttonClasses('outline')}>
          <QrCode aria-hidden="true" className="size-4" /> Séances photo
        </Link>
        <Link to="/wizard" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" /> Créer un contrat
        </Link>
      </div>
    </div>
  );
}
