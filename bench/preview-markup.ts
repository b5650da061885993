import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContractDocument } from '@core/document';
import { contractCss } from '@core/document/styles';
import { ContractView } from '@web/features/wizard/preview/contract-view';

/**
 * The wizard preview's own markup (web/features/wizard/preview/contract-view.tsx), rendered by
 * React on the server side of the bench: what the browser builds on each keystroke, minus paint.
 */
export const previewMarkup = (doc: ContractDocument): string =>
  renderToStaticMarkup(createElement(ContractView, { doc }));

/** The preview's stylesheet (core/document/styles.ts), as the browser adopts it. */
export const previewCss = (): string => contractCss('[data-contract-preview]');
