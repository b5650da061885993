import { SESSION_KEYS } from './storage-keys';

/**
 * A lazily loaded piece (route, dialog) whose file could not be fetched. After a deployment the
 * old hashed files are gone, so a page opened before it fails on its next lazy import; a reload
 * fetches the new index.html and its new files. Messages: Chromium, Firefox, Safari, and Vite's
 * preload helper (CSS and dependencies of a chunk).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
      error.message,
    )
  );
}

/** The entry script of an index.html (the module script Vite writes), or null. */
export function entryScript(html: string): string | null {
  const tag = /<script\b[^>]*\btype=["']module["'][^>]*>/i.exec(html)?.[0];
  const src = tag && /\bsrc=["']([^"']+)["']/i.exec(tag)?.[1];
  return src || null;
}

/** Within this time of the last automatic reload, another failure shows the error instead. */
export const RELOAD_GUARD_MS = 60_000;

/**
 * Records an automatic reload and says whether it may happen: at most one per minute in a tab
 * (session storage), so a server that keeps failing never makes the page reload in a loop.
 * Without storage (blocked) there is no guard, so no automatic reload either.
 */
export function claimAutoReload(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(SESSION_KEYS.chunkReloadAt));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(SESSION_KEYS.chunkReloadAt, String(now));
    return true;
  } catch {
    return false;
  }
}

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Reloads the page once if a new version has been deployed since it was loaded: the server's
 * index.html names another entry script than the one running. Offline, or with the same
 * version (a file blocked for another reason), nothing happens and the error screen stays,
 * with its « Recharger la page » button. Resolves to true when a reload was started.
 */
export async function reloadIfNewDeployment(
  deps: {
    fetch?: typeof fetch;
    reload?: () => void;
    storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  } = {},
): Promise<boolean> {
  const running = document
    .querySelector<HTMLScriptElement>('script[type="module"][src]')
    ?.getAttribute('src');
  if (!running) return false;
  let served: string | null;
  try {
    const response = await (deps.fetch ?? fetch)('/', {
      cache: 'no-store',
      headers: { Accept: 'text/html' },
    });
    if (!response.ok) return false;
    served = entryScript(await response.text());
  } catch {
    return false;
  }
  if (!served || served === running) return false;
  if (!claimAutoReload(deps.storage === undefined ? sessionStore() : deps.storage)) return false;
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}
