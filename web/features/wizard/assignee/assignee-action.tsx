import { Link } from 'react-router';
import { DASHBOARD_FOR_WIZARD } from './dashboard-for-wizard';

type AssigneeActionProps = {
  /** A configured profile exists: choose it (opens the selection); otherwise configure one. */
  onChoose?: () => void;
  /** Where « Configurer mon profil » leads (back to this page after saving). */
  configureHref?: string;
};

const linkClasses =
  'cursor-pointer rounded px-1 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * The way out of « Cessionnaire manquant »: no contract names a blank assignee,
 * so wherever it is missing the user can pick a profile or go and configure one.
 */
export function AssigneeAction({
  onChoose,
  configureHref = DASHBOARD_FOR_WIZARD,
}: AssigneeActionProps) {
  if (onChoose) {
    return (
      <button type="button" onClick={onChoose} className={linkClasses}>
        Choisir le cessionnaire
      </button>
    );
  }
  return (
    <Link to={configureHref} className={linkClasses}>
      Configurer mon profil
    </Link>
  );
}
