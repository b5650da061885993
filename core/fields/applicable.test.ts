import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import { applicableDraftFields } from './applicable';
import { setAt } from './paths';

const keys = (fields: ReturnType<typeof applicableDraftFields>) => fields.map((f) => f.spec.key);

describe('applicable fields, asked again of the same draft', () => {
  it('answers the same list for the same draft on the same day, a new one for a changed copy', () => {
    const draft = { ...emptyDraft(), type_contrat: [AUTEUR] };
    const morning = new Date(2026, 10, 21, 9);
    const first = applicableDraftFields(draft, morning);
    expect(applicableDraftFields(draft, new Date(2026, 10, 21, 9, 0, 0, 5))).toBe(first);
    // A copy with another answer (as every edit makes one) is judged anew.
    const both = setAt(draft, 'type_contrat', [AUTEUR, IMAGE]);
    expect(keys(applicableDraftFields(both, morning))).not.toEqual(keys(first));
    expect(keys(applicableDraftFields(draft, morning))).toEqual(keys(first));
  });

  it('judges a minor on the day asked, not the day of the previous answer', () => {
    const draft = setAt(
      { ...emptyDraft(), type_contrat: [AUTEUR] },
      'auteur_info.date_naissance',
      '2008-11-22',
    );
    const parents = (day: Date) =>
      keys(applicableDraftFields(draft, day)).filter((key) => key.includes('parent1'));
    expect(parents(new Date(2026, 10, 21))).not.toEqual([]);
    expect(parents(new Date(2026, 10, 22))).toEqual([]);
    expect(parents(new Date(2026, 10, 21))).not.toEqual([]);
  });
});
