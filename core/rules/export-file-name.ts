/** Longest file name base we produce (in characters, before the extension). */
export const MAX_FILE_BASE_LENGTH = 120;
/** docs/product.md §5: the PDF download name when the contract has no title. */
export const DEFAULT_DOWNLOAD_BASE = 'contrat';

export type DownloadFormat = 'pdf' | 'docx' | 'json';

/**
 * Makes a user-given name safe as a file name: no path separators (no « ../ » escape), no
 * control characters, no quotes (they would break Content-Disposition), no characters Windows
 * forbids; accents are kept. Whitespace is collapsed, leading dots and trailing dots/spaces are
 * removed, and the result is cut to `max` characters (code points, so no half surrogate).
 */
export function sanitizeFileBase(name: string, max = MAX_FILE_BASE_LENGTH): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu, '')
    .replace(/[/\\:*?<>|"'`«»“”‘’]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return Array.from(cleaned)
    .slice(0, max)
    .join('')
    .replace(/[.\s]+$/, '');
}

const withExtension = (base: string, format: DownloadFormat) =>
  base.toLowerCase().endsWith(`.${format}`) ? base : `${base}.${format}`;

/** Drops a trailing .pdf/.docx/.json the user typed, so the extension is never doubled. */
const withoutKnownExtension = (name: string) => name.replace(/\.(pdf|docx|json)$/i, '');

/**
 * Default export base (docs/product.md §5): the title with spaces turned to underscores,
 * lower-cased; an empty title falls back to `contrat_<first 8 characters of the id>` (or
 * `contrat`).
 */
export function defaultExportBase(
  title: string | null | undefined,
  contractId?: string | null,
): string {
  const fromTitle = sanitizeFileBase((title ?? '').trim().replace(/\s+/g, '_').toLowerCase());
  if (fromTitle) return fromTitle;
  const id = sanitizeFileBase((contractId ?? '').trim()).slice(0, 8);
  return id ? `contrat_${id}` : DEFAULT_DOWNLOAD_BASE;
}

/**
 * docs/product.md §5 JSON export file name: the user's name trimmed (and sanitised); empty → the
 * default built from the title or the contract id; `.json` added if missing.
 */
export function exportFileName(
  requested: string | null | undefined,
  contract: { title?: string | null; id?: string | null },
): string {
  const base = sanitizeFileBase(requested ?? '') || defaultExportBase(contract.title, contract.id);
  return withExtension(base, 'json');
}

/**
 * docs/product.md §5 download name for the generated PDF or Word file: the contract title (or the
 * given name) sanitised, `contrat` when empty, with the format's extension.
 */
export function downloadFileName(
  requested: string | null | undefined,
  format: 'pdf' | 'docx' = 'pdf',
): string {
  const base =
    sanitizeFileBase(withoutKnownExtension((requested ?? '').trim())) || DEFAULT_DOWNLOAD_BASE;
  return withExtension(base, format);
}

/**
 * A Content-Disposition header value for a download (RFC 6266): an ASCII fallback `filename`
 * for old clients and the exact UTF-8 name in `filename*`. Expects a sanitised name.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The media type of each downloadable format (server answers, client Accept headers). */
export const FILE_MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json; charset=utf-8',
} as const satisfies Record<DownloadFormat, string>;

/**
 * « Dossier juriste – <titre> »: the Word file with the editor's comments (« Dossier pour votre
 * juriste ») is told apart from the plain Word download of the same contract.
 */
export const dossierFileName = (title: string): string =>
  downloadFileName(`Dossier juriste – ${title.trim() || 'contrat'}`, 'docx');

/** « <titre> – signé.pdf »: the sealed copy of a contract signed electronically. */
export const signedFileName = (title: string): string =>
  downloadFileName(`${title.trim() || 'contrat'} – signé`, 'pdf');
