import type { EntrepriseInfo } from '@core/schemas/profile';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';
import { lastKnownProfileConfigured } from '@web/lib/profile-configured';
import { entrepriseInfoLabel } from './profile-label';
import { DASHBOARD_FOR_WIZARD } from './dashboard-for-wizard';

type AssigneeSummaryProps = {
  info: EntrepriseInfo | undefined;
  gatePassed: boolean;
  canChoose: boolean;
  onChange: () => void;
  /** The profile is still loading: no verdict yet. */
  pending?: boolean;
  /**
   * A creator's contract (core/rules/sides.ts): the profile is the Cédant (the Modèle of an image
   * authorisation alone: `role`), named here instead of the assignee, whom step 3 asks.
   */
  creator?: { name: string; company: boolean; role: 'Cédant' | 'Modèle' };
  /** The assignee's name in this contract: « Bénéficiaire » of an image authorisation alone. */
  granteeRole?: 'Cessionnaire' | 'Bénéficiaire';
};

/** Why nothing can be downloaded yet: said where the user is, with the way out. */
export const NO_PROFILE_REASON =
  'Aucun profil de cessionnaire n’est configuré : le contrat doit nommer la partie qui reçoit les droits (vous ou votre entreprise). Vous pouvez remplir le formulaire, mais pas télécharger le contrat avant d’avoir configuré votre profil.';
/**
 * The same notice for a creator (core/rules/sides.ts): her profile is the author or model, and
 * without it she types herself at step 3 — nothing keeps the contract from being downloaded.
 */
export const NO_CREATOR_PROFILE_REASON =
  'Aucun profil n’est configuré\u00a0: saisissez vos informations d’auteur ou de modèle à l’étape 3 pour ce contrat, ou configurez votre profil pour qu’elles soient reprises dans chaque contrat.';
export const NO_CHOICE_REASON =
  'Aucun cessionnaire choisi : le contrat ne peut pas être téléchargé sans la partie qui reçoit les droits.';

const notice = 'rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950';
const action = 'cursor-pointer font-medium underline underline-offset-4';
const line = 'flex flex-wrap items-center gap-x-2 text-sm text-slate-700';
const PENDING_PLACEHOLDER = 'Cessionnaire\u00a0: Prénom Nom (personne physique) Changer de profil';

/** One line naming the assignee (the party receiving the rights), with a way to change it. */
export function AssigneeSummary({
  info,
  gatePassed,
  canChoose,
  onChange,
  pending = false,
  creator,
  granteeRole = 'Cessionnaire',
}: AssigneeSummaryProps) {
  if (!gatePassed) {
    return (
      <p className={notice} role="status">
        {creator ? NO_CREATOR_PROFILE_REASON : NO_PROFILE_REASON}{' '}
        <Link to={DASHBOARD_FOR_WIZARD} className={action}>
          Configurer mon profil
        </Link>
      </p>
    );
  }
  if (creator && creator.name) {
    return (
      <PartyLine
        label={`${creator.role} (vous) :`}
        name={creator.name}
        kind={creator.company ? 'personne morale' : 'personne physique'}
        onChange={canChoose ? onChange : undefined}
      />
    );
  }
  if (creator) return null;
  const name = info ? entrepriseInfoLabel(info) : '';
  // While the profile loads, an invisible copy of what will most likely come holds its place, so
  // the step below does not move when the answer arrives (a layout shift on phones): the taller
  // notice that no profile is configured when this browser last saw none (lib/
  // profile-configured.ts; the dashboard the wizard is entered from has read it), else the line
  // naming the assignee.
  if (!name && pending) {
    return lastKnownProfileConfigured() !== false ? (
      <p className={cn(line, 'invisible')}>{PENDING_PLACEHOLDER}</p>
    ) : (
      <p className={cn(notice, 'invisible')}>
        {NO_PROFILE_REASON} <span className={action}>Configurer mon profil</span>
      </p>
    );
  }
  if (!name) {
    return (
      <p className={notice} role="status">
        {NO_CHOICE_REASON}{' '}
        {canChoose ? (
          <button type="button" onClick={onChange} className={action}>
            Choisir le cessionnaire
          </button>
        ) : (
          <Link to={DASHBOARD_FOR_WIZARD} className={action}>
            Configurer mon profil
          </Link>
        )}
      </p>
    );
  }
  return (
    <PartyLine
      label={`${granteeRole}\u00a0:`}
      name={name}
      kind={info && (info.type === 'legal_entity' ? 'personne morale' : 'personne physique')}
      onChange={canChoose ? onChange : undefined}
    />
  );
}

/** « Cessionnaire : X (personne morale) », or the creator's own line, with « Changer de profil ». */
function PartyLine({
  label,
  name,
  kind,
  onChange,
}: {
  label: string;
  name: string;
  kind: string | undefined;
  onChange: (() => void) | undefined;
}) {
  return (
    <p className={line}>
      {/* A long unbroken name (no spaces) wraps instead of spilling over the preview column. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {label} <strong className="text-slate-900">{name}</strong>
        {kind && <span> ({kind})</span>}
      </span>
      {onChange && (
        <button
          type="button"
          onClick={onChange}
          className="cursor-pointer font-medium text-brand-700 underline underline-offset-4"
        >
          Changer de profil
        </button>
      )}
    </p>
  );
}
