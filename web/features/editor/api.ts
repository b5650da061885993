import type { ContractDocument } from '@core/schemas/document';
import {
  editorContentSchema,
  type EditorContent,
  type EditorSaveInput,
} from '@core/schemas/editor';
import { z } from '@core/schemas/zod-fr';
import { apiFetch, apiRequest } from '@web/lib/api';
import { savedContractSchema } from '@core/schemas/contract';

/** The editor's calls (docs/product.md §7), responses parsed with the core schemas. */
export const contractSchema = z.object({ id: z.string(), title: z.string(), version: z.number() });
export type LoadedElements = EditorContent;

const path = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;

export const fetchContract = (id: string, signal?: AbortSignal) =>
  apiFetch(path(id), { schema: contractSchema, signal });
export const fetchElements = (id: string, signal?: AbortSignal) =>
  apiFetch(`${path(id)}/elements`, { schema: editorContentSchema, signal });

/** The editor's save: the model's elements (runs) and the comments, validated by the same schema on the server. */
export type SaveBody = EditorSaveInput;
export const saveContent = (id: string, body: SaveBody) =>
  apiFetch(path(id), { method: 'PUT', body, schema: savedContractSchema });

/**
 * POST /api/generate-pdf or -docx with the edited document: the server's same renderers. The
 * contract's id goes along: its answers still decide whether it may be downloaded (a child model
 * without the prefect's authorisation may not), whatever the text says.
 */
export async function generateFile(
  format: 'pdf' | 'docx',
  document: ContractDocument,
  contractId: string,
  filename: string,
): Promise<Blob> {
  const response = await apiRequest(`/api/generate-${format}`, {
    method: 'POST',
    body: { document, contractId, filename },
  });
  return response.blob();
}

/** GET /api/contracts/export/:id: the JSON export of the saved contract. */
export async function exportJson(id: string, filename?: string): Promise<Blob> {
  const query = filename ? `?filename=${encodeURIComponent(filename)}` : '';
  const response = await apiRequest(`/api/contracts/export/${encodeURIComponent(id)}${query}`);
  return response.blob();
}

/** GET /api/contracts/:id/dossier: the saved contract as Word, its comments as Word comments. */
export async function fetchDossier(id: string): Promise<Blob> {
  const response = await apiRequest(`${path(id)}/dossier`);
  return response.blob();
}

export { saveBlob as downloadBlob } from '@web/lib/save-blob';
