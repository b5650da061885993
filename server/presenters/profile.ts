import type { ProfileResponse } from '@core/schemas/profile';
import type { StoredClient } from '../db/repositories/clients';
import { EMPTY_PROFILE, type StoredProfile } from '../db/repositories/profiles';

/**
 * The profile with its address book (docs/product.md §7, read whole). No stored profile (a
 * visitor, or an account that never saved one) reads as the empty default at version 0, which
 * the first save sends back.
 */
export function presentProfile(
  stored: StoredProfile | undefined,
  clients: readonly StoredClient[],
): ProfileResponse {
  const empty = EMPTY_PROFILE;
  return {
    physical_person: stored?.physical_person ?? empty.physical_person,
    legal_entity: stored?.legal_entity ?? empty.legal_entity,
    selected_entity_type: stored?.selected_entity_type ?? empty.selected_entity_type,
    side: stored?.side ?? empty.side,
    clients: clients.map((entry) => entry.client),
    version: stored?.version ?? 0,
  };
}
