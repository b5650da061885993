/**
 * Client-side storage keys (docs/product.md §3 "Client-side storage keys"). Always use these
 * constants, never string literals, so every feature reads and clears the same keys.
 */
export const SESSION_KEYS = {
  draftContractId: 'draftContractId',
  /** The version of that draft this tab last read or wrote (not in docs/product.md §3: no lost update). */
  draftContractVersion: 'draftContractVersion',
  anonymousUserId: 'anonymousUserId',
  tempBusinessInfo: 'tempBusinessInfo',
  tempContractData: 'tempContractData',
  authRedirectAction: 'authRedirectAction',
  /** Where to go back after signing in (path + search + hash), set by the sign-in guard. */
  authReturnTo: 'authReturnTo',
  /** When the app last reloaded itself after a failed chunk load (web/lib/chunk-reload.ts). */
  chunkReloadAt: 'chunkReloadAt',
  /** The wizard's step, project description, title and prices as typed (wizard-storage.ts). */
  wizardProgress: 'wizardProgress',
  /** The contract step 6 last saved, with the answers it was saved with (wizard-storage.ts). */
  step6Contract: 'step6Contract',
  /** The contract « Valider le contrat » made of this tab's answers (wizard-storage.ts). */
  validatedContract: 'validatedContract',
  /** The draft whose « disponible dans la liste » notice this tab has shown (said once). */
  draftNoticeShown: 'draftNoticeShown',
} as const;

export const LOCAL_KEYS = {
  anonymousUserId: 'anonymousUserId',
  lastDraftId: 'lastDraftId',
  /** The signed-in user's id, to notice an identity change between visits. */
  authUserId: 'authUserId',
  /** A flag set once the welcome tutorial has been seen. */
  welcomeTutorialVisited: 'hasVisitedWelcome',
  /**
   * The last answer to « is a profile configured? » ('true' / 'false'): the home page draws its
   * profile hint, or not, before the profile is read, so nothing moves when the answer comes.
   */
  profileConfigured: 'profileConfigured',
} as const;

/** Browser fingerprint stored for a draft (docs/product.md §4 "Draft fingerprint"). */
export const draftFingerprintKey = (draftId: string) => `draft_fingerprint_${draftId}`;
/** Security flag stored when a migrated draft's fingerprint did not match. */
export const securityAlertKey = (draftId: string) => `security_alert_${draftId}`;

/**
 * The temporary data docs/product.md §4 clears on sign-out, on identity change and on anonymous
 * unload.
 */
export const TEMPORARY_SESSION_KEYS = [
  SESSION_KEYS.tempBusinessInfo,
  SESSION_KEYS.tempContractData,
  SESSION_KEYS.draftContractId,
  SESSION_KEYS.draftContractVersion,
  SESSION_KEYS.authRedirectAction,
  SESSION_KEYS.anonymousUserId,
  SESSION_KEYS.step6Contract,
  SESSION_KEYS.draftNoticeShown,
  SESSION_KEYS.validatedContract,
] as const;

/**
 * Reads one key, or null when storage is unavailable (private mode, blocked cookies): the
 * storage is passed as a getter because merely touching `localStorage` can throw.
 */
export function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes one key; storage full or unavailable (private mode) is no error: it was a cache. */
export function writeStored(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage full or unavailable: the page reads the answer again next time.
  }
}

/** Removes one key; with storage unavailable there is nothing to remove. */
export function removeStored(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
}

/** Removes the temporary data of docs/product.md §4 (session keys and the stored anonymous id). */
export function clearTemporaryData(): void {
  try {
    for (const key of TEMPORARY_SESSION_KEYS) sessionStorage.removeItem(key);
    localStorage.removeItem(LOCAL_KEYS.anonymousUserId);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): nothing to clear then.
  }
}

/** What survives a sign-out: nothing of the user's, only the tab's own housekeeping. */
const KEPT_ON_SIGN_OUT = new Set<string>([
  LOCAL_KEYS.welcomeTutorialVisited,
  SESSION_KEYS.chunkReloadAt,
]);

let userDataGeneration = 0;

/**
 * Increases each time the user's data is wiped (sign-out). A screen that loaded answers under
 * an earlier generation must not write them back — the wizard flushes its answers when it
 * unmounts, which happens right after the sign-out navigates away.
 */
export const currentUserDataGeneration = (): number => userDataGeneration;

/**
 * Sign-out: removes every client-side copy of the user's answers and identity from this
 * browser — all of session storage (wizard answers, assignee, draft id, pending action…) and
 * every local key (draft ids, fingerprints, security flags, the stored user id) — except the
 * tutorial flag and the chunk-reload guard, which say nothing about anyone. Listing what to
 * keep rather than what to remove means a key added later is wiped too.
 */
export function clearUserData(): void {
  userDataGeneration += 1;
  for (const storage of [() => sessionStorage, () => localStorage]) {
    try {
      const store = storage();
      const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
        (key): key is string => key !== null,
      );
      for (const key of keys) if (!KEPT_ON_SIGN_OUT.has(key)) store.removeItem(key);
    } catch {
      // Storage unavailable (private mode, blocked cookies): nothing stored to clear.
    }
  }
}
