import { upgradeLegacyLegal, upgradeLegacyPhysical } from '@core/rules/legacy-fields';
import { withConfiguredFlags } from '@core/rules/profile-selection';
import {
  legalEntityProfileSchema,
  physicalPersonProfileSchema,
  selectedEntityTypeSchema,
  type UserProfile,
} from '@core/schemas/profile';
import { z } from '@core/schemas/zod-fr';
import { partySideSchema } from '@core/schemas/side';
import type { UserProfileSave } from '@web/lib/profile-api';

/** The dashboard form: both profiles' current fields (no legacy keys, no flags) and the choice. */
export const profileFormSchema = z.object({
  physical_person: physicalPersonProfileSchema.omit({
    civilite: true,
    siege: true,
    is_configured: true,
  }),
  legal_entity: legalEntityProfileSchema.omit({
    civilite: true,
    representant: true,
    rcs: true,
    siege: true,
    is_configured: true,
  }),
  selected_entity_type: selectedEntityTypeSchema,
  /** « Vous êtes : » — asked first on the profile page (core/rules/sides.ts). */
  side: partySideSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/**
 * A stored profile → form values: legacy fields (civilite, representant, rcs, siege) are folded
 * into the current ones (docs/product.md §5: the legacy siege is split into address, postal code
 * and city).
 */
export function toFormValues(
  profile: Pick<UserProfile, 'physical_person' | 'legal_entity' | 'selected_entity_type'> &
    Partial<Pick<UserProfile, 'side'>>,
): ProfileFormValues {
  const { is_configured: _p, ...physical } = upgradeLegacyPhysical(profile.physical_person);
  const { is_configured: _l, ...legal } = upgradeLegacyLegal(profile.legal_entity);
  return profileFormSchema.parse({
    physical_person: physical,
    legal_entity: legal,
    selected_entity_type: profile.selected_entity_type,
    side: profile.side,
  });
}

/**
 * The form after « Réinitialiser »: docs/product.md §9 defaults (nationality, civility), no choice;
 * no capital — « 1000 € » is the field's example only (LEGAL J5).
 */
export function emptyFormValues(): ProfileFormValues {
  return profileFormSchema.parse({
    physical_person: {},
    legal_entity: {},
    selected_entity_type: '',
  });
}

/** Form values → the save request: each profile is configured exactly when it has a name. */
export function toSavePayload(values: ProfileFormValues, version: number): UserProfileSave {
  const flagged = withConfiguredFlags({
    physical_person: { ...values.physical_person, is_configured: false },
    legal_entity: { ...values.legal_entity, is_configured: false },
  });
  return {
    ...flagged,
    selected_entity_type: values.selected_entity_type,
    side: values.side,
    version,
  };
}
