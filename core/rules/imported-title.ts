import { formatDateFr } from '../document/typography';
import { CONTRACT_TIME_ZONE, isoDayOf } from './contract-date';

/** A contract title's limit (server/routes/contracts/schemas.ts, core/schemas/contract-export.ts). */
const TITLE_MAX = 200;

/**
 * An imported contract's title: « <titre> (importé le 23 novembre 2026) », so
 * a copy can be told from its original in « Mes Contrats »; the date is Paris's day of the
 * import. The original title is shortened, never the mark, to stay within the title's limit.
 */
export function importedTitle(title: string, at: Date): string {
  const mark = ` (importé le ${formatDateFr(isoDayOf(at, CONTRACT_TIME_ZONE))})`;
  const base = Array.from(title.trim())
    .slice(0, TITLE_MAX - mark.length)
    .join('')
    .trimEnd();
  return `${base}${mark}`;
}
