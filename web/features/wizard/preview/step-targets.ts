import type { Draft } from '@core/schemas/draft';
import type { StepNumber } from '../labels';

/**
 * The section of the preview each wizard step writes, first present wins:
 * step 1 the title, 2 the rights granted and exclusivity (the image part's conditions when
 * there is no copyright part), 3 the parties, 4 the object with the description, 5 the price
 * when paid, else the scope. Step 6 writes no clause: the preview stays where it is.
 */
export function stepTargets(step: StepNumber, draft: Pick<Draft, 'type_cession'>): string[] {
  switch (step) {
    case 1:
      return ['title'];
    case 2:
      return ['a-rights', 'i-scope'];
    case 3:
      return ['parties'];
    case 4:
      return ['a-object', 'i-object'];
    case 5:
      return draft.type_cession === 'Onéreuse'
        ? ['a-remuneration', 'i-remuneration']
        : ['a-scope', 'i-scope'];
    default:
      return [];
  }
}
