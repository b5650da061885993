import { decodeMovedData, MOVED_DATA_COOKIE, movedDataMessage } from '@core/rules/moved-data';

/**
 * What the sign-in just brought over from this browser's anonymous visit, said once: the
 * server leaves the counts in a short-lived cookie (server/auth/visitor-link.ts); this reads
 * it, forgets it, and returns the French sentence — or null when nothing moved.
 */
export function takeMovedNotice(): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split('; ').find((item) => item.startsWith(`${MOVED_DATA_COOKIE}=`));
  if (!pair) return null;
  document.cookie = `${MOVED_DATA_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  const moved = decodeMovedData(decodeURIComponent(pair.slice(MOVED_DATA_COOKIE.length + 1)));
  return moved ? movedDataMessage(moved) : null;
}
