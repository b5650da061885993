/**
 * The location state the sign-in guard passes to `/`: `{ from: Location }` (docs/product.md §2).
 */
export type GuardState = { from: { pathname: string; search?: string; hash?: string } };

function isGuardState(state: unknown): state is GuardState {
  if (typeof state !== 'object' || state === null || !('from' in state)) return false;
  const from = (state as { from: unknown }).from;
  return (
    typeof from === 'object' &&
    from !== null &&
    typeof (from as { pathname?: unknown }).pathname === 'string'
  );
}

/** The path (with query and hash) the guard remembered, or undefined. Only same-app paths. */
export function readGuardOrigin(state: unknown): string | undefined {
  if (!isGuardState(state)) return undefined;
  const { pathname, search = '', hash = '' } = state.from;
  // Never an absolute or protocol-relative URL: the origin is always a path of this app.
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return undefined;
  return `${pathname}${search}${hash}`;
}
