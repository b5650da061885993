import { describe, expect, it } from 'vitest';
import { renderText } from '../document/render-text';
import { buildContract } from '../templates/build-contract';
import { makeDraft, PERSON } from '../templates/test-drafts';
import { checkReadiness } from './readiness';
import { contractDay, dayFromIso, isoDayOf } from './contract-date';

describe('the contract’s one date', () => {
  it('reads « AAAA-MM-JJ » as that local day at noon, and nothing else', () => {
    const day = dayFromIso('2026-11-21')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2026, 10, 21, 12,
    ]);
    for (const bad of ['2026-02-30', '2026-13-01', '21/11/2026', '', undefined, null])
      expect(dayFromIso(bad)).toBeNull();
  });

  it('writes a moment as the day seen in Paris (a server in UTC dates a 23:30 Paris contract the right day)', () => {
    const lateEvening = new Date('2026-11-21T22:30:00Z'); // 23:30 in Paris
    expect(isoDayOf(lateEvening, 'Europe/Paris')).toBe('2026-11-21');
    expect(isoDayOf(new Date('2026-11-21T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-22');
    expect(isoDayOf(new Date(2026, 0, 5, 9))).toBe('2026-01-05');
  });

  it('falls back to the given day only when the draft has none', () => {
    const fallback = new Date(2030, 0, 1);
    expect(contractDay({}, fallback)).toBe(fallback);
    expect(isoDayOf(contractDay({ date_contrat: '2026-11-21' }, fallback))).toBe('2026-11-21');
  });

  it('every renderer reads ages at that date: a party 17 on the contract’s date stays a minor whatever today is', () => {
    // Born 2008-12-01: 17 on 2026-11-21, 18 from 2026-12-01.
    const draft = makeDraft({
      auteur_info: { ...PERSON, date_naissance: '2008-12-01' },
      date_contrat: '2026-11-21',
    });
    const later = new Date(2027, 5, 1);
    const text = renderText(buildContract(draft, { today: later }));
    expect(text).toMatch(/autorité parentale/);
    // Readiness (step 6, the server's checks) reads the same date: the parents are required.
    expect(checkReadiness(draft, later).missing.map((f) => f.key)).toContain(
      'auteur_info.parent1.nom',
    );
    const undated = makeDraft({ auteur_info: { ...PERSON, date_naissance: '2008-12-01' } });
    expect(renderText(buildContract(undated, { today: later }))).not.toMatch(/autorité parentale/);
  });
});
