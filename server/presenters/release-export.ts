import type { ReleaseParticipantView } from '@core/releases/api';
import type { Release } from '../db/repositories/releases';

/**
 * A séance as the account's data export gives it (GDPR art. 15 and 20): its title, terms, dates,
 * whether it still takes participants, the consent its owner gave on creating it (their own IP and
 * browser), and each participant with where their authorisation stands. Never the link's token
 * nor anything derived from it: the export may be kept or shared where the link must not go.
 */
export function presentReleaseExport(
  release: Release,
  open: boolean,
  participants: readonly ReleaseParticipantView[],
) {
  return {
    id: release.id,
    title: release.title,
    created_at: release.createdAt,
    closes_on: release.closesOn,
    closed_at: release.closedAt,
    open,
    participant_cap: release.participantCap,
    sender: release.sender,
    terms: release.terms,
    consent: {
      text: release.consent.text,
      at: release.consent.at,
      ip: release.consent.ip,
      user_agent: release.consent.userAgent,
    },
    participants: participants.map((p) => ({
      name: p.name,
      minor: p.minor,
      status: p.status,
      joined_at: p.joined_at,
      contract_id: p.contract_id,
      signers: p.signers,
    })),
  };
}
