import { lazy } from 'react';
import type { Draft } from '@core/schemas/draft';
import { prefetch } from '../../../lib/lazy-named';

/** preview-document.tsx's file, fetched once: on first use, or ahead of it (preloadPreview). */
const load = () => import('./preview-document');

/** The preview's text, in a chunk of its own with the contract templates (preview-document.tsx). */
export const PreviewDocument = lazy(load);

/** Fetches the preview's code ahead of need (a wide screen shows it at once; a phone on idle). */
export const preloadPreview = (): void => prefetch(load);

/** The contract's plain text, the templates fetched first if they are not yet here. */
export async function loadContractText(draft: Draft, today: Date): Promise<string> {
  const { contractText } = await load();
  return contractText(draft, today);
}
