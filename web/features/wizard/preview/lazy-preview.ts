import { lazy } from 'react';
import type { Draft } from '@core/schemas/draft';

/** preview-document.tsx's file, fetched once: on first use, or ahead of it (wizard-page.tsx). */
export const loadPreviewFile = () => import('./preview-document');

/** The preview's text, in a chunk of its own with the contract templates (preview-document.tsx). */
export const PreviewDocument = lazy(loadPreviewFile);

/** The contract's plain text, the templates fetched first if they are not yet here. */
export async function loadContractText(draft: Draft, today: Date): Promise<string> {
  const { contractText } = await loadPreviewFile();
  return contractText(draft, today);
}
