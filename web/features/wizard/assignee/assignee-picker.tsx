import { Building2, UserRound } from 'lucide-react';
import { toEntrepriseInfo } from '@core/rules/profile-selection';
import type { ProfileType } from '@core/answers/profile-fields';
import type { EntrepriseInfo } from '@core/schemas/profile';
import { useUserProfile } from '@web/lib/profile-api';
import { fieldDomId } from '../finalize/field-dom';
import { AssigneeAction } from './assignee-action';
import { profileLabel } from './profile-label';

type AssigneePickerProps = {
  selected: ProfileType | null;
  onPick: (info: EntrepriseInfo) => void;
  /** Where « Configurer mon profil » leads, so the user comes back here after saving it. */
  configureHref: string;
};

/**
 * Fills a missing assignee on the finalisation page from the user's stored profile:
 * one of the configured profiles, or the way to configure one.
 */
export function AssigneePicker({ selected, onPick, configureHref }: AssigneePickerProps) {
  const profile = useUserProfile();
  const data = profile.data;
  const configured = data
    ? (['physical_person', 'legal_entity'] as const).filter((t) => data[t].is_configured)
    : [];
  return (
    <fieldset id={fieldDomId('entreprise_info')} tabIndex={-1} className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900">Cessionnaire (obligatoire)</legend>
      {profile.isPending && <p className="text-sm text-slate-700">Chargement de votre profil…</p>}
      {profile.isError && (
        <p className="text-sm text-red-800">Impossible de charger votre profil.</p>
      )}
      {data && configured.length === 0 && (
        <p className="text-sm text-slate-800">
          Aucun profil n’est configuré : le contrat doit nommer la partie qui reçoit les droits.{' '}
          <AssigneeAction configureHref={configureHref} />
        </p>
      )}
      {data &&
        configured.map((type) => {
          const Icon = type === 'legal_entity' ? Building2 : UserRound;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={selected === type}
              onClick={() => onPick(toEntrepriseInfo(data, type))}
              className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 text-left text-sm hover:border-brand-600 hover:bg-brand-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">
                  Utiliser mon profil{' '}
                  {type === 'legal_entity' ? 'personne morale' : 'personne physique'}
                </span>
                <span className="block text-slate-700">{profileLabel(data, type)}</span>
              </span>
            </button>
          );
        })}
    </fieldset>
  );
}
