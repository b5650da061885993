import { useMemo, type RefObject } from 'react';
import type { Draft } from '@core/schemas/draft';
import { renderText } from '@core/document';
import { buildContract } from '@core/templates/build-contract';
import type { StepNumber } from '../labels';
import { ContractView } from './contract-view';
import { stepTargets } from './step-targets';
import { usePreviewChanges } from './use-preview-changes';
import { usePreviewFollow } from './use-preview-follow';

export type PreviewDocumentProps = {
  draft: Draft;
  today: Date;
  /** The scrolling box the text sits in (the panel's or the phone dialog's). */
  box: RefObject<HTMLElement | null>;
  /** The wizard's step: the box follows the clause it writes (step-targets.ts). */
  step?: StepNumber;
  /** Highlights the words that changed at each typing pause (the panel beside the form). */
  highlightChanges?: boolean;
  idPrefix?: string;
};

/**
 * The contract as the preview shows it, built by `core` in the browser on every change. This file
 * is loaded apart from the wizard's first screen (lazy-preview.ts): the contract templates are
 * most of the wizard's code, and a phone does not show the text until « Aperçu » is opened.
 */
export default function PreviewDocument({
  draft,
  today,
  box,
  step,
  highlightChanges = false,
  idPrefix,
}: PreviewDocumentProps) {
  const doc = useMemo(() => buildContract(draft, { today }), [draft, today]);
  usePreviewFollow(box, step ?? 0, step ? stepTargets(step, draft) : []);
  usePreviewChanges(box, doc, highlightChanges);
  return <ContractView doc={doc} idPrefix={idPrefix} side={draft.side} />;
}

/** The contract as plain text (« Copier »). */
export const contractText = (draft: Draft, today: Date) =>
  renderText(buildContract(draft, { today }));
