/** Age of legal majority in France (C. civ. 414). */
export const MAJORITY_AGE = 18;

type Ymd = { y: number; m: number; d: number };

/** 'AAAA-MM-JJ' → parts, or null if the string is not a real calendar date (no 30 February). */
function parseIsoDate(iso: string): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  const real =
    probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
  return real ? { y, m, d } : null;
}

/** A Date is read as the user's local calendar day (what they see); a string as 'AAAA-MM-JJ'. */
function toYmd(day: string | Date): Ymd | null {
  if (typeof day === 'string') return parseIsoDate(day);
  if (Number.isNaN(day.getTime())) return null;
  return { y: day.getFullYear(), m: day.getMonth() + 1, d: day.getDate() };
}

/**
 * Age in whole years on `today`, counted by calendar (no milliseconds, so no DST or leap-year
 * drift): the age goes up on the birthday. Someone born on 29 February ages on 1 March in
 * common years (the birthday has not come on 28 February). Null for an invalid date or a
 * birth after `today`.
 */
export function ageAt(birthIso: string, today: string | Date): number | null {
  const birth = parseIsoDate(birthIso);
  const now = toYmd(today);
  if (!birth || !now) return null;
  const hadBirthday = now.m > birth.m || (now.m === birth.m && now.d >= birth.d);
  const age = now.y - birth.y - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}

/**
 * Whether the person is under 18 on `today` (legal review B3: then both holders of parental
 * authority sign the image part). False when the birth date is unknown or invalid.
 */
export function isMinorAt(birthIso: string, today: string | Date): boolean {
  const age = ageAt(birthIso, today);
  return age !== null && age < MAJORITY_AGE;
}
