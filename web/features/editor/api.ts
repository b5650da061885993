import { commentSchema } from '@core/schemas/comment';
import { editorElementSchema, type ContractDocument, type EditorElement } from '@core/schemas/document';
import { z } from '@core/schemas/zod-fr';
import { apiFetch, apiRequest } from '../../lib/api';
import { savedContractSchema } from '@core/schemas/contract';

/** The editor's calls (SPEC §7), responses parsed with the core schemas. */
export const contractSchema = z.object({ id: z.string(), title: z.string(), version: z.number() });
export const elementsSchema = z.object({
  elements: z.array(editorElementSchema),
  comments: z.array(commentSchema),
  version: z.number(),
});
export type LoadedElements = z.output<typeof elementsSchema>;

const path = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;

export const fetchContract = (id: string, signal?: AbortSignal) => apiFetch(path(id), { schema: contractSchema, signal });
export const fetchElements = (id: string, signal?: AbortSignal) => apiFetch(`${path(id)}/elements`, { schema: elementsSchema, signal });

export type SaveBody = {
  title: string;
  elements: EditorElement[];
  comments: Array<{ id: string; elementId: string; elementIndex: number; text: string; date: string; user: string; selectedText: string }>;
  version: number;
};
export const saveContent = (id: string, body: SaveBody) => apiFetch(path(id), { method: 'PUT', body, schema: savedContractSchema });

/** POST /api/generate-pdf or -docx with the edited document: the server's same renderers. */
export async function generateFile(format: 'pdf' | 'docx', document: ContractDocument, filename: string): Promise<Blob> {
  const response = await apiRequest(`/api/generate-${format}`, { method: 'POST', body: { document, filename } });
  return response.blob();
}

/** GET /api/contracts/export/:id: the JSON export of the saved contract. */
export async function exportJson(id: string, filename?: string): Promise<Blob> {
  const query = filename ? `?filename=${encodeURIComponent(filename)}` : '';
  const response = await apiRequest(`/api/contracts/export/${encodeURIComponent(id)}${query}`);
  return response.blob();
}

export { saveBlob as downloadBlob } from '../../lib/save-blob';
