/**
 * Requests started by the entry module before the page that needs them has even been loaded
 * (docs/design.md §7 "First load"). On a first visit the chain was: HTML → entry → route chunk →
 * session → the page's own data, one round trip after another; starting the session and the
 * route's reads together with the route chunk takes two round trips off the way to the first
 * useful paint on a phone.
 *
 * Each early answer serves one GET only, only if it succeeded (a refusal is asked again by the
 * normal path, with whatever session exists by then), and only within EARLY_WINDOW_MS of the
 * page load; an identity change drops them all (web/lib/auth.tsx).
 */
const EARLY_WINDOW_MS = 15_000;

const early = new Map<string, Promise<Response | null>>();

/**
 * Starts the GETs `paths` now; a later apiRequest of the same path takes the answer. The server
 * has announced the same paths in the HTML (`<link rel="preload" as="fetch" crossorigin>`): a
 * fetch in CORS mode with same-origin credentials, as this one, takes the preloaded answer
 * rather than asking again (e2e/first-load.spec.ts counts the requests).
 */
export function startEarlyFetches(paths: readonly string[]): void {
  if (typeof fetch !== 'function') return;
  for (const path of paths) {
    if (early.has(path)) continue;
    const response = fetch(path, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }).catch(() => null);
    early.set(path, response);
  }
  setTimeout(forgetEarlyResponses, EARLY_WINDOW_MS);
}

/** The early answer of `path`, once (undefined when none was started or it was used). */
export function takeEarlyResponse(path: string): Promise<Response | null> | undefined {
  const response = early.get(path);
  early.delete(path);
  return response;
}

/** Drops the early answers not used yet (the session changed: they were someone else's). */
export function forgetEarlyResponses(): void {
  early.clear();
}
