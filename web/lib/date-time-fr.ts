import { formatDateFr } from '@core/document/typography';

/**
 * « 24 novembre 2026 à 21 h 55 », local time, no-break spaces so it never splits: the one way
 * the interface writes a moment (account sessions, editor comments). Invalid dates read « — ».
 */
export function formatDateTimeFr(value: Date): string {
  if (Number.isNaN(value.getTime())) return '—';
  const minutes = String(value.getMinutes()).padStart(2, '0');
  return `${formatDateFr(value)} à ${value.getHours()}\u00a0h\u00a0${minutes}`;
}
