import { formatDateFr } from '../document/typography';
import type { IsoDay } from './grants';
import { capitalised, dayAfter, grantNoun, namesText } from './notices';
import type { RightsRow } from './register';

/**
 * The owner's private calendar feed (RFC 5545): one all-day event on the last day of each grant
 * that has one. It says nothing but the contract's title, the parties' names and the dates — no
 * address, price, support or link — since a calendar is often shared further than its owner
 * meant. Each event's UID is the grant's (contract and kind), so a calendar client updates the
 * event when the end day moves instead of adding another.
 */

export type CalendarRow = Pick<
  RightsRow,
  'contractId' | 'contractTitle' | 'kind' | 'paid' | 'grantors' | 'grantee' | 'endsOn'
>;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A character's length in UTF-8 (core has no TextEncoder: neither DOM nor Node types). */
const utf8Length = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and one space before each following
 * part, never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDay = (day: IsoDay) => day.replace(/-/g, '');

/** 20261206T214500Z */
const utcStamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

export const CALENDAR_NAME = 'Clausier – fins de droits';

export function rightsCalendar(
  rows: readonly CalendarRow[],
  options: { now: Date; host: string },
): string {
  const stamp = utcStamp(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clausier//Mes droits//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(CALENDAR_NAME)}`,
  ];
  for (const row of rows) {
    if (row.endsOn === null) continue;
    const noun = grantNoun(row);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${row.contractId}-${row.kind}@${options.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDay(row.endsOn)}`,
      `DTEND;VALUE=DATE:${basicDay(dayAfter(row.endsOn))}`,
      `SUMMARY:${escapeText(`Fin de ${noun} – ${row.contractTitle}`)}`,
      `DESCRIPTION:${escapeText(
        `${capitalised(noun)} consentie par ${namesText(row.grantors)} à ${namesText([row.grantee])}` +
          ` (contrat «\u202f${row.contractTitle}\u202f») prend fin le ${formatDateFr(row.endsOn)}.`,
      )}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
