import { FILE_MIME } from '@core/rules/export-file-name';
import type { Draft } from '@core/schemas/draft';
import { ApiError, apiFetch, apiRequest } from '@web/lib/api';
import { saveBlob } from '@web/lib/save-blob';
import { FILE_MESSAGES } from '@web/lib/file-messages';
import type { EditsChoice } from '@core/schemas/wire';

export const PDF_SUCCESS_MESSAGE = FILE_MESSAGES.pdf.done;
export const PDF_ERROR_MESSAGE = FILE_MESSAGES.pdf.failed;
export const PDF_PENDING_MESSAGE = FILE_MESSAGES.pdf.pending;
export const EDITOR_ERROR_MESSAGE =
  'Une erreur est survenue lors de la préparation de l’éditeur. Veuillez réessayer.';
export const RECOVERED_MESSAGE =
  'Votre travail a été récupéré : vous reprenez là où vous en étiez.';

/** The answers' schemas and the draft's parser, loaded with the calls rather than before the page. */
const schemas = () => import('./finalize-schemas');

/** Loads them ahead, once step 6 shows its buttons: a save's answer then waits for no file. */
export const prefetchFinalizeSchemas = (): void => void schemas().catch(() => undefined);

/** docs/product.md §4: a visitor's draft is saved as « Brouillon - 21 novembre 2026 ». */
export function draftTitle(today: Date): string {
  const date = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(today);
  return `Brouillon - ${date}`;
}

/** docs/product.md §7: the editor's default title when the wizard's title field was left empty. */
export const editorDefaultTitle = (now: Date) => `Contrat ${now.getTime()}`;

/**
 * docs/product.md §5: the PDF is named after the title, else « contrat »; path separators never
 * pass.
 */
export function pdfFileName(title: string): string {
  const clean = [...title]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return clean || 'contrat';
}

type SaveInput = {
  draft: Draft;
  title: string;
  id: string | null;
  /** The version of `id` this tab read or wrote last; required by the server for an update. */
  version: number | null;
  isDraft: boolean;
  fromStep6: boolean;
  /** An edited contract whose new answers change edited passages: keep or regenerate them. */
  edits?: EditsChoice;
};

/**
 * POST /api/contracts: creates (no id) or updates the stored draft with the version this tab
 * knows, and answers the id and the new version to keep. A stored id that is no longer ours
 * (another visitor's, deleted) answers 404: the contract is then created afresh rather than
 * lost. A 409 or 428 is thrown: the caller shows the conflict and lets the user reload.
 */
export async function saveContract(input: SaveInput): Promise<{ id: string; version: number }> {
  const { draft, title, id, version, isDraft, fromStep6, edits } = input;
  const body = { contractData: draft, title, isDraft, fromStep6, ...(edits ? { edits } : {}) };
  try {
    return await apiFetch('/api/contracts', {
      method: 'POST',
      body: id ? { ...body, id, ...(version ? { version } : {}) } : body,
      schema: schemas().then((m) => m.savedContractSchema),
    });
  } catch (error) {
    if (id && error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      return saveContract({ ...input, id: null, version: null });
    }
    throw error;
  }
}

/** GET /api/contracts/:id → its form_data as a draft (null when not a valid draft) and its version. */
export async function fetchDraft(id: string): Promise<{ draft: Draft | null; version: number }> {
  const contract = await apiFetch(`/api/contracts/${encodeURIComponent(id)}`, {
    schema: schemas().then((m) => m.storedContractSchema),
  });
  const { parseStoredDraft } = await schemas();
  const parsed = parseStoredDraft(contract.form_data);
  return { draft: parsed.success ? parsed.data : null, version: contract.version };
}

/**
 * POST /api/generate-pdf or -docx with the draft, then saves the answer as « {name}.pdf » or
 * « {name}.docx » through a temporary link.
 */
export async function downloadDraftFile(
  draft: Draft,
  title: string,
  format: 'pdf' | 'docx',
): Promise<void> {
  const filename = pdfFileName(title);
  const response = await apiRequest(`/api/generate-${format}`, {
    method: 'POST',
    body: { contractData: draft, filename },
    headers: { Accept: FILE_MIME[format] },
  });
  saveBlob(await response.blob(), `${filename}.${format}`);
}
