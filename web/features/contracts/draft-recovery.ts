import type { MigrationResult } from './migration-result';
import { apiFetch } from '@web/lib/api';
import { afterLargestPaint } from '@web/lib/after-paint';
import {
  draftFingerprintKey,
  LOCAL_KEYS,
  readStored,
  removeStored,
  SESSION_KEYS,
  securityAlertKey,
} from '@web/lib/storage-keys';

export type { MigrationResult } from './migration-result';

/**
 * The answer's schema (zod), loaded once the page's largest paint is on screen: the recovery runs
 * on every signed-in page as it renders (docs/decisions/0021, web/lib/profile-api.ts).
 */
const migrationSchema = () =>
  afterLargestPaint(performance.now())
    .then(() => import('./migration-result'))
    .then((m) => m.migrationSchema);

export const storedDraftId = () => readStored(() => sessionStorage, SESSION_KEYS.draftContractId);

/** Drafts already checked in this page load (the call is idempotent; this only saves requests). */
const checked = new Map<string, Promise<MigrationResult | null>>();

/**
 * docs/product.md §4 "Identity" at sign-in: asks the server whether the draft this browser
 * remembers is now the account's. The data itself already moved at sign-in, server-side. Verified →
 * the anonymous id and fingerprint are dropped, the draft id kept for the toast; not verified →
 * the draft is flagged, its id dropped. A failure is only logged.
 */
export function recoverDraft(userId: string): Promise<MigrationResult | null> {
  const draftId = storedDraftId();
  const anonymousId =
    readStored(() => sessionStorage, SESSION_KEYS.anonymousUserId) ??
    readStored(() => localStorage, LOCAL_KEYS.anonymousUserId);
  if (!draftId && !anonymousId) return Promise.resolve(null);
  const key = `${userId}:${draftId ?? ''}:${anonymousId ?? ''}`;
  let pending = checked.get(key);
  if (!pending) {
    pending = apiFetch('/api/migrate-user-data', {
      method: 'POST',
      body: {
        authenticated_id: userId,
        anonymous_id: anonymousId,
        draft_contract_id: draftId,
        security_verified: null,
      },
      schema: migrationSchema(),
    })
      .then((result) => {
        applyResult(result, draftId);
        return result;
      })
      .catch((error: unknown) => {
        console.warn(
          'Migration des données anonymes impossible :',
          error instanceof Error ? error.message : error,
        );
        return null;
      });
    checked.set(key, pending);
  }
  return pending;
}

function applyResult(result: MigrationResult, draftId: string | null) {
  if (draftId && result.security_verified === false) {
    try {
      localStorage.setItem(securityAlertKey(draftId), new Date().toISOString());
    } catch {
      // Storage unavailable: the alert still shows.
    }
    removeStored(() => sessionStorage, SESSION_KEYS.draftContractId);
    return;
  }
  if (!result.success) {
    console.warn('Migration des données anonymes :', result.message ?? result.error);
    return;
  }
  removeStored(() => sessionStorage, SESSION_KEYS.anonymousUserId);
  removeStored(() => localStorage, LOCAL_KEYS.anonymousUserId);
  if (draftId) removeStored(() => localStorage, draftFingerprintKey(draftId));
}
