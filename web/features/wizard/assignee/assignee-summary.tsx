import type { EntrepriseInfo } from '@core/schemas/profile';
import { Link } from 'react-router';
import { entrepriseInfoLabel } from './profile-label';
import { DASHBOARD_FOR_WIZARD } from './profile-selection-modal';

type AssigneeSummaryProps = {
  info: EntrepriseInfo | undefined;
  gatePassed: boolean;
  canChoose: boolean;
  onChange: () => void;
};

/** One line naming the assignee (the party receiving the rights), with a way to change it. */
export function AssigneeSummary({ info, gatePassed, canChoose, onChange }: AssigneeSummaryProps) {
  if (!gatePassed) {
    return (
      <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
        Aucun profil de cessionnaire n'est configuré.{' '}
        <Link to={DASHBOARD_FOR_WIZARD} className="font-medium underline underline-offset-4">
          Configurer mon profil
        </Link>
      </p>
    );
  }
  const name = info ? entrepriseInfoLabel(info) : '';
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
      {/* A long unbroken name (no spaces) wraps instead of spilling over the preview column. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        Cessionnaire : <strong className="text-slate-900">{name || 'non choisi'}</strong>
        {info && <span> ({info.type === 'legal_entity' ? 'personne morale' : 'personne physique'})</span>}
      </span>
      {canChoose && (
        <button type="button" onClick={onChange} className="cursor-pointer font-medium text-brand-700 underline underline-offset-4">
          Changer de profil
        </button>
      )}
    </p>
  );
}
