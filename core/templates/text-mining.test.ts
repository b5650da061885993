/**
 * LEGAL J7 (docs/legal-review.md section J): text and data mining of the work is reserved by
 * default (CPI L122-5-3 III, opt-out expressed by the assignee where it publishes), or an express,
 * delimited right to train models; the image part keeps its own ban.
 */
import { describe, expect, it } from 'vitest';
import { TYPES, makeDraft, textOf } from './test-drafts';

const RESERVED =
  "s'oppose à la fouille de textes et de données de l'Œuvre (article L122-5-3, III, du CPI) : aucun droit de l'utiliser pour entraîner des systèmes d'intelligence artificielle n'est consenti.";
const MACHINE_READABLE =
  "exprime cette opposition, de manière lisible par machine (métadonnées, protocole d'exclusion des robots, conditions d'utilisation), sur les services en ligne qu'il édite où l'Œuvre est publiée.";
const ALLOWED =
  /autorise le (Cessionnaire|Bénéficiaire) à reproduire l'Œuvre aux fins de fouille de textes et de données, y compris pour entraîner des systèmes d'intelligence artificielle, à la condition que ces systèmes soient exploités par le (Cessionnaire|Bénéficiaire) lui-même et pour la seule Destination, sur le Territoire et pendant la Durée définis à l'article \d+/;

describe('text and data mining of the work', () => {
  it('is reserved by default', () => {
    expect(makeDraft().fouille_ia).toBe('reservee');
  });
  const cases = [
    { name: 'paid', input: {} },
    { name: 'free', input: { type_cession: 'Gratuite' } },
    { name: 'combined', input: { type_contrat: [...TYPES.combined], remuneration_image: '300' } },
  ];
  it.each(cases)('$name, reserved: the opt-out and who expresses it', ({ input }) => {
    const text = textOf(input);
    expect(text).toContain(RESERVED);
    expect(text).toContain(MACHINE_READABLE);
    expect(text).not.toMatch(ALLOWED);
  });
  it.each(cases)('$name, allowed: an express and delimited right', ({ input }) => {
    const text = textOf({ ...input, fouille_ia: 'autorisee' });
    expect(text).toMatch(ALLOWED);
    expect(text).toContain(
      "ne permet ni de remettre l'Œuvre à des tiers pour qu'ils entraînent leurs propres systèmes, ni de produire au moyen de ces systèmes des contenus qui reproduisent l'Œuvre en tout ou partie.",
    );
    expect(text).not.toContain(RESERVED);
  });
  it('the image part keeps its ban on training, whatever the work’s answer', () => {
    const text = textOf({
      type_contrat: [...TYPES.combined],
      remuneration_image: '300',
      fouille_ia: 'autorisee',
    });
    expect(text).toContain('ou pour entraîner de tels systèmes ;');
  });
  it('an image-only contract has no mining clause for a work', () => {
    expect(textOf({ type_contrat: [...TYPES.image] })).not.toContain('Fouille de textes');
  });
});
