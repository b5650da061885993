import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileType } from '@core/schemas/profile';
import { resolveProfileType, toEntrepriseInfo } from '@core/rules/profile-selection';
import { useUserProfile } from '../../../lib/profile-api';
import type { WizardApi } from '../state/use-wizard';
import { loadBusinessInfo, saveBusinessInfo } from '../state/wizard-storage';

/** How long the profile check may take before the modal shows its loading state. */
export const SLOW_PROFILE_MS = 400;

/**
 * The assignee (cessionnaire) of the contract, from the stored profile (docs/product.md §4
 * precedence): the draft's entreprise_info type, then the session's business info, then the
 * profile's selected type, then the single configured profile. Both configured and nothing chosen,
 * or none configured, or a failed load: the profile selection modal opens.
 */
export function useAssignee(wizard: WizardApi) {
  const profile = useUserProfile();
  const [modalOpen, setModalOpen] = useState(false);
  const settled = useRef(false);
  const { update, draft } = wizard;
  const currentType = draft.entreprise_info?.type ?? null;

  const pick = useCallback(
    (type: ProfileType) => {
      if (!profile.data) return;
      const info = toEntrepriseInfo(profile.data, type);
      saveBusinessInfo(info);
      update((d) => ({ ...d, entreprise_info: info }));
      setModalOpen(false);
    },
    [profile.data, update],
  );

  useEffect(() => {
    if (settled.current) return;
    if (profile.isError) {
      // docs/product.md §8: a failed profile check is only logged; the modal shows its error state.
      console.warn('Profil du cessionnaire : chargement impossible', profile.error);
      settled.current = true;
      setModalOpen(true);
      return;
    }
    if (!profile.data) return;
    settled.current = true;
    const resolution = resolveProfileType({
      entrepriseInfoType: currentType,
      sessionType: loadBusinessInfo()?.type ?? null,
      profile: profile.data,
    });
    if (resolution === 'choose' || resolution === 'none') setModalOpen(true);
    else pick(resolution);
  }, [profile.data, profile.isError, profile.error, currentType, pick]);

  // The dialog "loads the user profile" (docs/product.md §2): a slow check opens it in its loading
  // state instead of a silent wait, unless the assignee is already known (a reload of this tab).
  useEffect(() => {
    if (settled.current || !profile.isPending || currentType) return;
    const timer = setTimeout(() => !settled.current && setModalOpen(true), SLOW_PROFILE_MS);
    return () => clearTimeout(timer);
  }, [profile.isPending, currentType]);

  const configured = profile.data
    ? (['physical_person', 'legal_entity'] as const).filter((t) => profile.data[t].is_configured)
    : [];
  return {
    profile,
    configured,
    modalOpen,
    openModal: () => setModalOpen(true),
    closeModal: () => setModalOpen(false),
    pick,
    /**
     * No verdict on the assignee yet: the profile is loading, or it has just arrived and the
     * effect above has not chosen from it (one render; showing « Aucun cessionnaire choisi »
     * for that frame made the step below jump).
     */
    resolving: !settled.current,
    /** docs/product.md §5 profile gate: at least one profile configured. */
    gatePassed: profile.isSuccess ? configured.length > 0 : true,
  };
}
