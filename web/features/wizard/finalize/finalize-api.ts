import { parseStoredDraft } from '@core/schemas/stored-draft';
import type { Draft } from '@core/schemas/draft';
import { z } from '@core/schemas/zod-fr';
import { ApiError, apiFetch, apiRequest } from '../../../lib/api';
import { savedContractSchema } from '@core/schemas/contract';
import { saveBlob } from '../../../lib/save-blob';

export const PDF_SUCCESS_MESSAGE = 'Le PDF a été généré avec succès !';
export const PDF_ERROR_MESSAGE = 'Une erreur est survenue lors de la génération du PDF. Veuillez réessayer.';
export const PDF_PENDING_MESSAGE = 'Génération du PDF en cours...';
export const EDITOR_ERROR_MESSAGE =
  "Une erreur est survenue lors de la préparation de l'éditeur. Veuillez réessayer.";
export const RECOVERED_MESSAGE = 'Votre travail a été récupéré : vous reprenez là où vous en étiez.';

const contractSchema = z.object({ id: z.string(), title: z.string(), form_data: z.unknown() });

/** SPEC §4: a visitor's draft is saved as « Brouillon - 21 novembre 2026 ». */
export function draftTitle(today: Date): string {
  const date = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(today);
  return `Brouillon - ${date}`;
}

/** SPEC §7: the editor's default title when the wizard's title field was left empty. */
export const editorDefaultTitle = (now: Date) => `Contrat ${now.getTime()}`;

/** SPEC §5: the PDF is named after the title, else « contrat »; path separators never pass. */
export function pdfFileName(title: string): string {
  const clean = [...title]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return clean || 'contrat';
}

type SaveInput = { draft: Draft; title: string; id: string | null; isDraft: boolean; fromStep6: boolean };

/**
 * POST /api/contracts. A stored id that is no longer ours (another visitor's, deleted) answers
 * 404: the contract is then created afresh rather than lost.
 */
export async function saveContract({ draft, title, id, isDraft, fromStep6 }: SaveInput): Promise<string> {
  const body = { contractData: draft, title, isDraft, fromStep6 };
  try {
    const saved = await apiFetch('/api/contracts', {
      method: 'POST',
      body: id ? { ...body, id } : body,
      schema: savedContractSchema,
    });
    return saved.id;
  } catch (error) {
    if (id && error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      return saveContract({ draft, title, id: null, isDraft, fromStep6 });
    }
    throw error;
  }
}

/** GET /api/contracts/:id → its form_data as a draft, or null when it is not a valid draft. */
export async function fetchDraft(id: string): Promise<Draft | null> {
  const contract = await apiFetch(`/api/contracts/${encodeURIComponent(id)}`, { schema: contractSchema });
  const parsed = parseStoredDraft(contract.form_data);
  return parsed.success ? parsed.data : null;
}

/** POST /api/generate-pdf, then saves the answer as « {name}.pdf » through a temporary link. */
export async function downloadPdf(draft: Draft, title: string): Promise<void> {
  const filename = pdfFileName(title);
  const response = await apiRequest('/api/generate-pdf', {
    method: 'POST',
    body: { contractData: draft, filename },
    headers: { Accept: 'application/pdf' },
  });
  saveBlob(await response.blob(), `${filename}.pdf`);
}
