import type { ProfileType } from '@core/answers/profile-fields';
import type { EntrepriseInfo, UserProfile } from '@core/schemas/profile';

const join = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

/** « Jean Dupont » for a person, « ACME (SAS) » for a company. */
export function entityLabel(
  type: ProfileType,
  fields: { nom: string; prenom?: string; forme_juridique?: string },
): string {
  if (type === 'legal_entity') {
    const form = fields.forme_juridique?.trim();
    return join(fields.nom, form ? `(${form})` : '');
  }
  return join(fields.prenom ?? '', fields.nom);
}

export const profileLabel = (
  profile: Pick<UserProfile, 'physical_person' | 'legal_entity'>,
  type: ProfileType,
) => entityLabel(type, type === 'legal_entity' ? profile.legal_entity : profile.physical_person);

export const entrepriseInfoLabel = (info: EntrepriseInfo) => entityLabel(info.type, info);
