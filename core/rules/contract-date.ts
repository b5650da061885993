/**
 * The contract's one date (docs/document-model.md "One date"): chosen once — the day the
 * contract was started — stored in the draft as `date_contrat`, and read by every renderer
 * (browser preview, server PDF/Word, the editor's first build) and by the rules that depend on
 * the day (a party's age). Without it, each renderer took its own "today" and a party turning
 * 18 overnight changed the contract between the preview and the PDF.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'AAAA-MM-JJ' as a local date at noon (noon: no time zone or DST shift moves the day), or null. */
export function dayFromIso(iso: string | undefined | null): Date | null {
  const match = ISO_DAY.exec(iso ?? '');
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(y, m - 1, d, 12);
  return day.getFullYear() === y && day.getMonth() === m - 1 && day.getDate() === d ? day : null;
}

/**
 * A moment as the calendar day a French user sees ('AAAA-MM-JJ'): in the browser its own
 * zone, on the server Europe/Paris (the server may run in UTC).
 */
export function isoDayOf(moment: Date, timeZone?: string): string {
  if (!timeZone) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
  }
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** The zone the server dates contracts in. */
export const CONTRACT_TIME_ZONE = 'Europe/Paris';

/** The day the contract is dated: its stored date, else `fallback` (a draft not yet dated). */
export const contractDay = (draft: { date_contrat?: string | undefined }, fallback: Date): Date =>
  dayFromIso(draft.date_contrat) ?? fallback;

/**
 * The calendar day of `moment` as one number (local time), for memos keyed on a draft and its
 * day: the rules read ages and delivery dates, never the hour.
 */
export const dayStamp = (moment: Date): number =>
  moment.getFullYear() * 10_000 + moment.getMonth() * 100 + moment.getDate();
