import { AUTEUR } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import type { Draft } from '../schemas/draft';
import type { ProfileType } from '../answers/profile-fields';
import type { PartySide } from '../answers/side';
import { assigneeMissingLabels, missingFields } from './readiness';
import { withProfileParty } from './sides';

/**
 * The labels of what a saved profile still lacks to stand for the user's party in a contract,
 * shown beside each profile in the profile choice (« À compléter pour le contrat »). A client's
 * profile is the assignee: what identifies it beyond its name. A creator's is the author: every
 * answer the wizard requires of an author (birth date and place, nationality, address…), checked
 * by readiness itself on a copyright draft made of the profile, so the list is the one step 6
 * would give. Pure.
 */
export function profileMissingLabels(
  side: PartySide,
  type: ProfileType,
  record: object,
  today: Date = new Date(),
): string[] {
  if (side === 'cessionnaire') return assigneeMissingLabels(type, record);
  let draft: Draft;
  try {
    const profile = { physical_person: record, legal_entity: record } as unknown as Parameters<
      typeof withProfileParty
    >[1];
    draft = withProfileParty({ ...emptyDraft(), side, type_contrat: [AUTEUR] }, profile, type);
  } catch {
    // A profile stored before a rule changed: step 3 shows each field and says what is wrong.
    return [];
  }
  return missingFields(draft, today)
    .filter((field) => field.key === 'auteur_info' || field.key.startsWith('auteur_info.'))
    .map((field) => field.label);
}
