import { LOCAL_KEYS } from '@web/lib/storage-keys';

/** The welcome tutorial shows once (docs/product.md §4): this flag in localStorage remembers it. */
export function hasSeenWelcome(): boolean {
  try {
    return localStorage.getItem(LOCAL_KEYS.welcomeTutorialVisited) === 'true';
  } catch {
    return false;
  }
}

export function markWelcomeSeen(): void {
  try {
    localStorage.setItem(LOCAL_KEYS.welcomeTutorialVisited, 'true');
  } catch {
    // Storage blocked: the welcome may show again next time, which is harmless.
  }
}
