import { describe, expect, it } from 'vitest';
import { AUTEUR } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import { DRAFT_FIELDS } from './draft-fields';
import { draftFormatProblem } from './draft-format-problem';
import { formatProblem } from './format-problem';
import { setAt } from './paths';
import type { FieldSpec } from './types';

const spec = (key: string): FieldSpec => {
  const found = DRAFT_FIELDS.find((s) => s.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('a draft field’s format problem, asked again of the same draft', () => {
  const description = spec('description_oeuvre');
  const delivery = spec('livraison_date');
  const draft = { ...emptyDraft(), type_contrat: [AUTEUR], description_oeuvre: 'Un logo' };

  it('answers what formatProblem answers, for a changed copy too', () => {
    const day = new Date(2026, 10, 21, 9);
    expect(draftFormatProblem(description, draft, day)).toBeNull();
    const future = setAt(draft, 'description_oeuvre', 'Toutes les illustrations futures');
    const expected = formatProblem(description, 'Toutes les illustrations futures', {
      record: future,
      root: future,
      today: day,
    });
    expect(expected).toMatch(/œuvres futures/);
    expect(draftFormatProblem(description, future, day)).toBe(expected);
    // The first draft again: judged anew, not the copy's answer.
    expect(draftFormatProblem(description, draft, day)).toBeNull();
  });

  it('judges a date on the day asked, not the day of the previous answer', () => {
    const withDate = setAt(draft, 'livraison_date', '2026-11-21');
    expect(draftFormatProblem(delivery, withDate, new Date(2026, 10, 21, 9))).toBeNull();
    expect(draftFormatProblem(delivery, withDate, new Date(2026, 10, 21, 23))).toBeNull();
    expect(draftFormatProblem(delivery, withDate, new Date(2026, 10, 22, 9))).toMatch(
      /ne peut pas précéder/,
    );
  });
});
