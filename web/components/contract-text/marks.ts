import type { RunMark } from '@core/document/runs';
import type { SpacerElement } from '@core/schemas/document';

/** The HTML tag of each mark of a run: the tags the editor's schema writes. */
export const MARK_TAG: Record<RunMark, 'mark' | 'u' | 'em' | 'strong'> = {
  highlight: 'mark',
  underline: 'u',
  italic: 'em',
  bold: 'strong',
};

/**
 * A spacer's height as CSS: in points, the unit of the paragraph styles (core/document/styles.ts)
 * and of the PDF, so a spacer is as tall beside a paragraph on screen as in print.
 */
export const spacerHeight = (el: SpacerElement): string => `${Number(el.height) || 0}pt`;
