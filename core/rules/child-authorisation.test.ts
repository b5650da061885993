import { describe, expect, it } from 'vitest';
import { IMAGE } from '../answers/draft';
import { parseStoredDraft } from '../schemas/stored-draft';
import { BIRTH, PERSON, TODAY, TYPES, makeDraft } from '../templates/test-drafts';
import { missingChildAuthorisation, needsChildAuthorisation } from './child-authorisation';
import { missingFields } from './readiness';

const aged = (age: keyof typeof BIRTH, more: Record<string, unknown> = {}) =>
  makeDraft({
    type_contrat: [IMAGE],
    auteur_info: { ...PERSON, date_naissance: BIRTH[age] },
    ...more,
  });
const KEYS = ['autorisation_prefectorale.reference', 'autorisation_prefectorale.date'];

describe('the L7124-1 authorisation of a child model (C. trav. L7124-1)', () => {
  it('is needed for a model under 16 in a modelling use only', () => {
    expect(needsChildAuthorisation(aged('age10'), TODAY)).toBe(true);
    expect(needsChildAuthorisation(aged('age14'), TODAY)).toBe(true);
    expect(needsChildAuthorisation(aged('age17'), TODAY)).toBe(false);
    expect(needsChildAuthorisation(aged('adult'), TODAY)).toBe(false);
    expect(needsChildAuthorisation(aged('age10', { activite_mannequin: 'non' }), TODAY)).toBe(
      false,
    );
    // A copyright-only contract depicts nobody.
    expect(
      needsChildAuthorisation(
        makeDraft({
          type_contrat: [...TYPES.auteur],
          auteur_info: { ...PERSON, date_naissance: BIRTH.age14 },
        }),
        TODAY,
      ),
    ).toBe(false);
  });

  it('names each blank answer; readiness requires both', () => {
    expect(missingChildAuthorisation(aged('age10'), TODAY)).toEqual(KEYS);
    const referenced = aged('age10', {
      autorisation_prefectorale: { reference: 'Arrêté n° 2026-12', date: '' },
    });
    expect(missingChildAuthorisation(referenced, TODAY)).toEqual([KEYS[1]]);
    const keys = (draft: ReturnType<typeof aged>) =>
      missingFields(draft, TODAY).map((field) => field.key);
    expect(keys(aged('age10'))).toEqual(expect.arrayContaining(KEYS));
    expect(keys(aged('age10', { activite_mannequin: 'non' }))).not.toContain(KEYS[0]);
    expect(keys(aged('age17'))).not.toContain(KEYS[0]);
  });

  it('refuses a date in the future or not a real day', () => {
    const problem = (date: string) =>
      missingFields(
        aged('age10', { autorisation_prefectorale: { reference: 'Arrêté n° 2026-12', date } }),
        TODAY,
      ).find((field) => field.key === KEYS[1])?.message;
    expect(problem('2026-03-02')).toBeUndefined();
    expect(problem('2099-01-01')).toMatch(/ne peut pas être dans le futur/);
    expect(problem('2026-02-30')).toMatch(/date réelle/);
  });

  it('a stored draft’s former one-line reference becomes the reference; the date is asked', () => {
    const parsed = parseStoredDraft({
      ...aged('age10'),
      autorisation_prefectorale: undefined,
      autorisation_l7124: 'Arrêté n° 2026-12',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.autorisation_prefectorale).toEqual({
      reference: 'Arrêté n° 2026-12',
      date: '',
    });
  });
});

describe('the authorisation’s answers, as the wizard and the séance check them', () => {
  const problemsOf = (authorisation: { reference: string; date: string }) =>
    missingFields(aged('age10', { autorisation_prefectorale: authorisation }), TODAY).filter(
      (field) => field.key.startsWith('autorisation_prefectorale.'),
    );

  it('a reference that is no number asks for the one delivered, and never to leave it empty', () => {
    const [pending] = problemsOf({ reference: 'demande en cours', date: '2026-01-05' });
    expect(pending?.message).toMatch(/référence de l’autorisation délivrée/);
    expect(pending?.message).not.toMatch(/laissez/);
  });

  it('a date before the child was born, or still to come, is refused', () => {
    const beforeBirth = problemsOf({ reference: 'Arrêté n° 2026-12', date: '2001-01-01' });
    expect(beforeBirth.map((f) => [f.key, f.message])).toEqual([
      [
        'autorisation_prefectorale.date',
        'L’autorisation ne peut pas précéder la naissance de l’enfant\u00a0: vérifiez sa date.',
      ],
    ]);
    const future = problemsOf({ reference: 'Arrêté n° 2026-12', date: '2999-01-01' });
    expect(future[0]?.message).toMatch(/ne peut pas être dans le futur/);
    expect(problemsOf({ reference: 'Arrêté n° 2026-12', date: BIRTH.age10 })).toEqual([]);
  });
});
