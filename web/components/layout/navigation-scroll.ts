/**
 * Where a navigation leaves the reader (web/components/layout/use-navigation-scroll.ts): a new
 * page starts at its top with its heading focused; back/forward (POP) returns to where the
 * reader was on that entry; a change of query or state on the same page (a filter, the
 * wizard's resume stripping its parameters) keeps the position.
 */
export type NavigationScroll =
  | { kind: 'restore'; y: number }
  | { kind: 'hash'; id: string }
  | { kind: 'top' }
  | { kind: 'stay' };

export function navigationScroll(
  from: { pathname: string } | null,
  to: { pathname: string; hash: string; key: string },
  type: 'POP' | 'PUSH' | 'REPLACE',
  saved: ReadonlyMap<string, number>,
): NavigationScroll {
  if (type === 'POP') return { kind: 'restore', y: saved.get(to.key) ?? 0 };
  if (to.hash.length > 1) return { kind: 'hash', id: decodeURIComponent(to.hash.slice(1)) };
  if (from && from.pathname === to.pathname) return { kind: 'stay' };
  return { kind: 'top' };
}
