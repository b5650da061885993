import { buildContract } from '@core/templates/build-contract';
import type { ContractDocument } from '@core/schemas/document';
import { FIXED_TODAY, largestCombinedDraft } from '@server/render/fixtures/largest-draft';

/** The largest combined contract (server/render/fixtures/largest-draft.ts), built once. */
export const largestDocument = (): ContractDocument =>
  buildContract(largestCombinedDraft(), { today: FIXED_TODAY });

/**
 * A new contract per index: another author and assignee, as for another client, so the
 * compiler cannot reuse the previous layout of the party paragraphs and signatures.
 */
export function nthDocument(i: number): ContractDocument {
  const draft = largestCombinedDraft({
    auteur_info: {
      ...largestCombinedDraft().auteur_info,
      prenom: `Hélène-${i}`,
      nom: `Dubœuf-Çaliskan ${i}`,
    },
    remuneration: String(2500 + i),
  });
  return buildContract(draft, { today: FIXED_TODAY });
}
