import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileType } from '@core/answers/profile-fields';
import { resolveProfileType, toEntrepriseInfo } from '@core/rules/profile-selection';
import { isCedant, withProfileParty, withSide, type PartySide } from '@core/rules/sides';
import type { Draft } from '@core/schemas/draft';
import { useUserProfile } from '@web/lib/profile-api';
import type { WizardApi } from '../state/use-wizard';
import { loadBusinessInfoType, saveBusinessInfo } from '../state/wizard-storage';

/** How long the profile check may take before the modal shows its loading state. */
export const SLOW_PROFILE_MS = 400;

/**
 * The assignee (cessionnaire) of the contract, from the stored profile (docs/product.md §4
 * precedence): the draft's entreprise_info type, then the session's business info, then the
 * profile's selected type, then the single configured profile. Both configured and nothing chosen,
 * or none configured, or a failed load: the profile selection modal opens.
 */
export function useAssignee(wizard: WizardApi) {
  // The wizard's first screen paints before the profile's schema loads (profile-api.ts).
  const profile = useUserProfile({ afterPaint: true });
  const [modalOpen, setModalOpen] = useState(false);
  const settled = useRef(false);
  const { update, draft } = wizard;
  const currentType = ownProfileType(draft);

  const pick = useCallback(
    (type: ProfileType) => {
      if (!profile.data) return;
      saveBusinessInfo(toEntrepriseInfo(profile.data, type));
      // The profile fills the user's own party: the assignee for a client, the author for a creator.
      const data = profile.data;
      update((d) => withProfileParty(d, data, type));
      setModalOpen(false);
    },
    [profile.data, update],
  );

  /**
   * « Pour ce contrat, je suis… »: the profile moves to the user's new party and the other one is
   * asked afresh (core/rules/sides.ts); with two profiles and no choice yet, the user picks one.
   */
  const chooseSide = useCallback(
    (side: PartySide) => {
      const data = profile.data ?? null;
      const resolution = data
        ? resolveProfileType({
            entrepriseInfoType: currentType,
            sessionType: loadBusinessInfoType(),
            profile: data,
          })
        : 'none';
      const type = resolution === 'choose' || resolution === 'none' ? null : resolution;
      update((d) => withSide(d, side, data, type));
      if (data && !type && resolution === 'choose') setModalOpen(true);
    },
    [profile.data, currentType, update],
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
    // A contract nobody has started on a side takes the profile's (« Vous êtes : » on the profile).
    const startsAsCreator =
      profile.data.side === 'cedant' && !isCedant(draft) && isUntouchedParties(draft);
    if (startsAsCreator) update((d) => withSide(d, 'cedant', null, null));
    const resolution = resolveProfileType({
      entrepriseInfoType: startsAsCreator ? null : currentType,
      sessionType: loadBusinessInfoType(),
      profile: profile.data,
    });
    if (resolution === 'choose' || resolution === 'none') setModalOpen(true);
    else pick(resolution);
    // Only the first answer of the profile decides; `draft` is read then, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    chooseSide,
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

/**
 * Which of the user's profiles the draft already holds for their own party, if any: the
 * assignee's type for a client, the author's kind for a creator (once named).
 */
export function ownProfileType(draft: Draft): ProfileType | null {
  if (!isCedant(draft)) return draft.entreprise_info?.type ?? null;
  if (draft.auteur_info.nom.trim() === '') return null;
  return draft.auteur_type === 'Personne morale' ? 'legal_entity' : 'physical_person';
}

/** Neither party named yet: a new contract, which may still take the profile's side. */
const isUntouchedParties = (draft: Draft): boolean =>
  !draft.entreprise_info && draft.auteur_info.nom.trim() === '';
