import { Link } from 'react-router';
import { Building2, CircleHelp, UserRound } from 'lucide-react';
import type { ProfileType } from '@core/answers/profile-fields';
import { profileMissingLabels } from '@core/rules/profile-missing';
import { DEFAULT_SIDE, type PartySide } from '@core/rules/sides';
import type { StoredUserProfile } from '@web/lib/profile-api';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter, INITIAL_FOCUS } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { DASHBOARD_FOR_WIZARD } from './dashboard-for-wizard';
import { profileLabel } from './profile-label';

type ProfileSelectionModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: 'loading' | 'error' | 'configured' | 'not-configured';
  profile: StoredUserProfile | undefined;
  configured: readonly ProfileType[];
  selected: ProfileType | null;
  onPick: (type: ProfileType) => void;
  onHelp?: () => void;
  /** The contract's side (core/rules/sides.ts): which party the profile stands for. */
  side?: PartySide;
};

const TITLES = {
  loading: 'Sélection du profil',
  error: 'Sélection du profil',
  configured: 'Sélection du profil',
  'not-configured': 'Configuration du profil requise',
} as const;

/**
 * What the profile stands for, by side: the assignee for a client (the words of docs/product.md),
 * the author or model for a creator, whose contract names her as the one granting the rights.
 */
export const PROFILE_PARTY: Record<PartySide, { details: string; explains: string }> = {
  cessionnaire: {
    details: 'Vos informations de cessionnaire',
    explains:
      'Le cessionnaire est la partie qui reçoit les droits\u00a0: vous-même ou votre entreprise. Ses coordonnées figurent dans chaque contrat\u202f; renseignez-les une fois dans le tableau de bord.',
  },
  cedant: {
    details: 'Vos informations d’auteur ou de modèle',
    explains:
      'Votre profil vous désigne comme l’auteur ou le modèle, la partie qui cède ses droits ou autorise l’usage de son image\u00a0: vous-même ou votre entreprise. Vos coordonnées figurent dans chaque contrat\u202f; renseignez-les une fois dans le tableau de bord.',
  },
};

/**
 * docs/product.md §2 "Profile selection modal": loading, error, configured (pick one), not
 * configured.
 */
export function ProfileSelectionModal(props: ProfileSelectionModalProps) {
  const { open, onOpenChange, state, profile, configured, selected, onPick, onHelp } = props;
  const party = PROFILE_PARTY[props.side ?? DEFAULT_SIDE];
  const description =
    state === 'not-configured'
      ? 'Au moins un profil (personne physique ou morale) doit être configuré pour créer un contrat.'
      : state === 'configured'
        ? 'Votre profil est configuré'
        : party.details;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={TITLES[state]} description={description}>
        {state === 'loading' && <Spinner label="Chargement de votre profil…" />}
        {state === 'error' && (
          <p className="text-sm font-medium text-red-700" role="alert">
            Impossible de charger vos informations
          </p>
        )}
        {state === 'not-configured' && <p className="text-sm text-slate-700">{party.explains}</p>}
        {state === 'configured' && profile && (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              Vous pouvez continuer la création de votre contrat
            </p>
            <ul className="space-y-2">
              {configured.map((type, index) => {
                const Icon = type === 'legal_entity' ? Building2 : UserRound;
                const missing = profileMissingLabels(
                  props.side ?? DEFAULT_SIDE,
                  type,
                  type === 'legal_entity' ? profile.legal_entity : profile.physical_person,
                );
                // The focus starts on the chosen profile, or on the first one.
                const first = selected ? selected === type : index === 0;
                return (
                  <li key={type}>
                    <button
                      {...(first ? INITIAL_FOCUS : {})}
                      type="button"
                      aria-pressed={selected === type}
                      onClick={() => onPick(type)}
                      className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 text-left text-sm hover:border-brand-600 hover:bg-brand-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
                    >
                      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                      <span>
                        <span className="block font-semibold text-slate-900">
                          {type === 'legal_entity' ? 'Personne morale' : 'Personne physique'}
                        </span>
                        <span className="block text-slate-700">{profileLabel(profile, type)}</span>
                        {missing.length > 0 && (
                          <span className="mt-1 block text-amber-900">
                            À compléter pour le contrat (bouton «&#8239;Modifier&#8239;»)&#160;:{' '}
                            {missing.join(', ')}
                          </span>
                        )}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        <DialogFooter className="sm:justify-between">
          {onHelp ? (
            <Button variant="ghost" onClick={onHelp}>
              <CircleHelp aria-hidden="true" className="size-4" />
              Aide
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button
              {...(state === 'loading' || state === 'error' ? INITIAL_FOCUS : {})}
              variant="outline"
              onClick={() => onOpenChange(false)}
            >
              Annuler
            </Button>
            {state === 'not-configured' ? (
              <Link
                {...INITIAL_FOCUS}
                to={DASHBOARD_FOR_WIZARD}
                className={buttonClasses('primary')}
              >
                Configurer mon profil
              </Link>
            ) : (
              <Link to={DASHBOARD_FOR_WIZARD} className={buttonClasses('secondary')}>
                Modifier
              </Link>
            )}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
