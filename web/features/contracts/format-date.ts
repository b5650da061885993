import { formatDateFr } from '@core/document/typography';

/** « 21 novembre 2026 » from a stored ISO timestamp (local calendar day); '—' if unreadable. */
export function formatContractDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatDateFr(date);
}
