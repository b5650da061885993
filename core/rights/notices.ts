import { formatDateFr } from '../document/typography';
import { daysBetween, type Grant, type IsoDay } from './grants';
import type { RightsRow } from './register';

/**
 * The words the reminders and the calendar feed use for a grant (docs/rights-notices.md), and
 * when a reminder is due: pure, so the e-mail, the feed and their tests agree.
 */

/** « la cession de droits d’auteur », « l’autorisation de droit à l’image »… */
export function grantNoun(grant: Pick<Grant, 'kind' | 'paid'>): string {
  if (grant.kind === 'image') return 'l’autorisation de droit à l’image';
  if (grant.kind === 'licence') return 'la licence de droits d’auteur';
  return grant.paid
    ? 'la cession de droits d’auteur'
    : 'l’autorisation d’exploitation de droits d’auteur';
}

/** « De l’autorisation… » → « de l’autorisation… »: the noun after « Fin de ». */
export const capitalised = (text: string): string =>
  text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);

/** « Léa Durand et Zoé Morel » */
export function namesText(names: readonly string[]): string {
  const named = names.map((n) => n.trim()).filter(Boolean);
  if (named.length === 0) return 'une partie non nommée';
  if (named.length === 1) return named[0]!;
  return `${named.slice(0, -1).join(', ')} et ${named.at(-1)}`;
}

/** The delays before a grant's end at which its owner is reminded, longest first. */
export const REMINDER_DAYS = [60, 30, 7] as const;
export type ReminderDelay = (typeof REMINDER_DAYS)[number];

/**
 * The reminder due `daysLeft` days before the end: the shortest delay not yet passed (45 days
 * left: the 60-day one; 5 days left: the 7-day one, never the two before it at once); null once
 * the grant has ended or while it is further away than the first delay.
 */
export function dueReminder(daysLeft: number): ReminderDelay | null {
  if (daysLeft < 0) return null;
  const due = [...REMINDER_DAYS].reverse().find((days) => daysLeft <= days);
  return due ?? null;
}

/** « aujourd’hui », « demain », « dans 7 jours » */
export function whenText(daysLeft: number): string {
  if (daysLeft <= 0) return 'aujourd’hui';
  if (daysLeft === 1) return 'demain';
  return `dans ${daysLeft}\u00a0jours`;
}

export type ReminderFacts = {
  row: Pick<RightsRow, 'kind' | 'paid' | 'grantors' | 'grantee' | 'contractTitle'> & {
    endsOn: IsoDay;
  };
  today: IsoDay;
};

/** The reminder's subject and its first sentence (the e-mail adds the greeting and the links). */
export function reminderText({ row, today }: ReminderFacts): { subject: string; lead: string } {
  const left = daysBetween(today, row.endsOn);
  const noun = grantNoun(row);
  const date = formatDateFr(row.endsOn);
  return {
    subject: `Rappel\u00a0: ${noun} «\u202f${row.contractTitle}\u202f» prend fin le ${date}`,
    lead:
      `${capitalised(noun)} consentie par ${namesText(row.grantors)} à ${namesText([row.grantee])} ` +
      `dans le contrat «\u202f${row.contractTitle}\u202f» prend fin le ${date}, ${whenText(left)}\u00a0: ` +
      'c’est le dernier jour où elle s’applique.',
  };
}

/** The day after the last one: where an all-day event on the end day stops (RFC 5545 DTEND). */
export function dayAfter(day: IsoDay): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
