import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, rightsCalendar, type CalendarRow } from './calendar';
import { dueReminder, reminderText } from './notices';
import { parseIcs, prop, unescapeText } from './ics-parser';

const ROW: CalendarRow = {
  contractId: '0b8f2a52-7c1e-4c55-9a55-0d3c7f1e2a10',
  contractTitle: 'Séance «\u202fPrintemps\u202f», Lyon; studio\\2',
  kind: 'image',
  paid: false,
  grantors: ['Zoé Morel'],
  grantee: 'Studio Lumière',
  endsOn: '2027-03-12',
};
const NOW = new Date('2026-12-06T21:45:00Z');

describe('the calendar feed (RFC 5545)', () => {
  it('is one all-day event per grant with an end day, UID stable per grant', () => {
    const ics = rightsCalendar(
      [ROW, { ...ROW, kind: 'copyright', endsOn: null }, { ...ROW, kind: 'licence', paid: true }],
      { now: NOW, host: 'clausier.fr' },
    );
    const calendar = parseIcs(ics);
    expect(calendar.name).toBe('VCALENDAR');
    expect(prop(calendar, 'VERSION').value).toBe('2.0');
    const events = calendar.components.filter((c) => c.name === 'VEVENT');
    expect(events).toHaveLength(2);
    const [image] = events;
    expect(prop(image!, 'UID').value).toBe(`${ROW.contractId}-image@clausier.fr`);
    expect(prop(image!, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { VALUE: 'DATE' },
      value: '20270312',
    });
    expect(prop(image!, 'DTEND').value).toBe('20270313');
    expect(prop(image!, 'DTSTAMP').value).toBe('20261206T214500Z');
    expect(unescapeText(prop(image!, 'SUMMARY').value)).toBe(
      `Fin de l’autorisation de droit à l’image – ${ROW.contractTitle}`,
    );
    expect(unescapeText(prop(image!, 'DESCRIPTION').value)).toBe(
      `L’autorisation de droit à l’image consentie par Zoé Morel à Studio Lumière (contrat «\u202f${ROW.contractTitle}\u202f») prend fin le 12\u00a0mars\u00a02027.`,
    );
    // Nothing but titles, names and dates: no link, no address, no support.
    expect(ics).not.toMatch(/URL|https?:|LOCATION|ATTENDEE|ORGANIZER/);
    // The same grant keeps its UID from one read to the next.
    const again = parseIcs(rightsCalendar([ROW], { now: new Date(), host: 'clausier.fr' }));
    expect(prop(again.components[0]!, 'UID').value).toBe(prop(image!, 'UID').value);
  });

  it('escapes text values and folds long lines without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(() => parseIcs(`${long}\r\n`)).toThrow();
  });

  it('an empty register is a valid empty calendar', () => {
    expect(parseIcs(rightsCalendar([], { now: NOW, host: 'x' })).components).toEqual([]);
  });
});

describe('reminders before a grant ends', () => {
  it('is due at 60, 30 and 7 days, the shortest delay not yet passed', () => {
    expect([90, 61, 60, 45, 31, 30, 8, 7, 5, 0, -1].map(dueReminder)).toEqual([
      null,
      null,
      60,
      60,
      60,
      30,
      30,
      7,
      7,
      7,
      null,
    ]);
  });

  it('names the contract, the parties and the day', () => {
    const { subject, lead } = reminderText({
      row: { ...ROW, endsOn: '2027-03-12', contractTitle: 'Printemps' },
      today: '2027-03-07',
    });
    expect(subject).toBe(
      'Rappel\u00a0: l’autorisation de droit à l’image «\u202fPrintemps\u202f» prend fin le 12\u00a0mars\u00a02027',
    );
    expect(lead).toContain('consentie par Zoé Morel à Studio Lumière');
    expect(lead).toContain('dans 5\u00a0jours');
  });
});
