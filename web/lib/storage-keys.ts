/**
 * Client-side storage keys (SPEC §3 "Client-side storage keys"). Always use these constants,
 * never string literals, so every feature reads and clears the same keys.
 */
export const SESSION_KEYS = {
  draftContractId: 'draftContractId',
  anonymousUserId: 'anonymousUserId',
  tempBusinessInfo: 'tempBusinessInfo',
  tempContractData: 'tempContractData',
  authRedirectAction: 'authRedirectAction',
  /** Where to go back after signing in (path + search + hash), set by the sign-in guard. */
  authReturnTo: 'authReturnTo',
  /** When the app last reloaded itself after a failed chunk load (web/lib/chunk-reload.ts). */
  chunkReloadAt: 'chunkReloadAt',
} as const;

export const LOCAL_KEYS = {
  anonymousUserId: 'anonymousUserId',
  lastDraftId: 'lastDraftId',
  /** The signed-in user's id, to notice an identity change between visits. */
  authUserId: 'authUserId',
  /** A flag set once the welcome tutorial has been seen. */
  welcomeTutorialVisited: 'hasVisitedWelcome',
} as const;

/** Browser fingerprint stored for a draft (SPEC §4 "Draft fingerprint"). */
export const draftFingerprintKey = (draftId: string) => `draft_fingerprint_${draftId}`;
/** Security flag stored when a migrated draft's fingerprint did not match. */
export const securityAlertKey = (draftId: string) => `security_alert_${draftId}`;

/** The temporary data SPEC §4 clears on sign-out, on identity change and on anonymous unload. */
export const TEMPORARY_SESSION_KEYS = [
  SESSION_KEYS.tempBusinessInfo,
  SESSION_KEYS.tempContractData,
  SESSION_KEYS.draftContractId,
  SESSION_KEYS.authRedirectAction,
  SESSION_KEYS.anonymousUserId,
] as const;

/** Removes the temporary data of SPEC §4 (session keys and the stored anonymous id). */
export function clearTemporaryData(): void {
  try {
    for (const key of TEMPORARY_SESSION_KEYS) sessionStorage.removeItem(key);
    localStorage.removeItem(LOCAL_KEYS.anonymousUserId);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): nothing to clear then.
  }
}
