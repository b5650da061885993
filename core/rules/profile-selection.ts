import type { ProfileType } from '../answers/profile-fields';
import type { EntrepriseInfo, UserProfile } from '../schemas/profile';
import { PROFILE_TYPES } from '../answers/profile-fields';
import { upgradeLegacyLegal, upgradeLegacyPhysical } from './legacy-fields';
import { buildSiege } from './siege';

/** docs/product.md §5: the dashboard cannot save two nameless profiles. */
export const DASHBOARD_SAVE_MESSAGE =
  'Veuillez compléter au moins un profil (personne physique ou morale).';

type Profiles = Pick<UserProfile, 'physical_person' | 'legal_entity'>;

/** The configured profile types, natural person first (the dashboard's order). */
export function configuredProfileTypes(profile: Profiles): ProfileType[] {
  return PROFILE_TYPES.filter((type) => profile[type].is_configured);
}

/**
 * docs/product.md §5 profile gate: at least one profile must be configured to create a contract.
 */
export function passesProfileGate(profile: Profiles): boolean {
  return configuredProfileTypes(profile).length > 0;
}

/** A profile « has a name »: the last name of the person, the company name of the entity. */
export function profileHasName(profile: Profiles, type: ProfileType): boolean {
  return profile[type].nom.trim() !== '';
}

/** docs/product.md §5 dashboard save rule: at least one profile has a name. */
export function validateDashboardSave(
  profile: Profiles,
): { ok: true } | { ok: false; message: string } {
  return PROFILE_TYPES.some((type) => profileHasName(profile, type))
    ? { ok: true }
    : { ok: false, message: DASHBOARD_SAVE_MESSAGE };
}

/** On save, a profile counts as configured exactly when it has a name. */
export function withConfiguredFlags<T extends Profiles>(profile: T): T {
  return {
    ...profile,
    physical_person: {
      ...profile.physical_person,
      is_configured: profileHasName(profile, 'physical_person'),
    },
    legal_entity: {
      ...profile.legal_entity,
      is_configured: profileHasName(profile, 'legal_entity'),
    },
  };
}

/**
 * docs/product.md §4 dashboard: the selected card is the stored choice, else the first configured
 * profile, else the natural person (a form must show).
 */
export function dashboardSelection(
  profile: Profiles & Pick<UserProfile, 'selected_entity_type'>,
): ProfileType {
  return profile.selected_entity_type || configuredProfileTypes(profile)[0] || 'physical_person';
}

export type ProfileTypeResolution = ProfileType | 'choose' | 'none';

/**
 * docs/product.md §4 wizard precedence: the draft's existing entreprise_info type, then the
 * session-stored business info type, then the profile's selected_entity_type, then the single
 * configured profile. Both configured and nothing chosen → 'choose' (the user picks); nothing
 * configured → 'none' (the profile-setup modal). A session or profile choice pointing at a profile
 * that is not configured is skipped: no contract can be built from an empty profile.
 */
export function resolveProfileType(input: {
  entrepriseInfoType?: ProfileType | null;
  sessionType?: ProfileType | '' | null;
  profile: Profiles & Pick<UserProfile, 'selected_entity_type'>;
}): ProfileTypeResolution {
  if (input.entrepriseInfoType) return input.entrepriseInfoType;
  const configured = configuredProfileTypes(input.profile);
  for (const candidate of [input.sessionType, input.profile.selected_entity_type]) {
    if (candidate && configured.includes(candidate)) return candidate;
  }
  if (configured.length === 1) return configured[0] as ProfileType;
  return configured.length === 0 ? 'none' : 'choose';
}

/**
 * The draft's entreprise_info built from a stored profile (docs/product.md §4: the choice is copied
 * into entreprise_info): the type, the profile's current fields (legacy ones folded in) and the
 * derived siege.
 */
export function toEntrepriseInfo(profile: Profiles, type: ProfileType): EntrepriseInfo {
  if (type === 'physical_person') {
    const fields = upgradeLegacyPhysical(profile.physical_person);
    return { ...fields, type, siege: buildSiege(fields) };
  }
  const fields = upgradeLegacyLegal(profile.legal_entity);
  return { ...fields, type, siege: buildSiege(fields) };
}
