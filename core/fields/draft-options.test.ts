import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import {
  copyrightDurationOptions,
  imageDurationOptions,
  parseYears,
  paymentTermOptions,
} from './draft-options';

describe('step 5 durations', () => {
  const paid = {
    ...emptyDraft(),
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse' as const,
    remuneration: '500',
  };
  const free = { ...emptyDraft(), type_cession: 'Gratuite' as const };
  it('offers the legal term by default for a paid assignment and 5 years for a free one', () => {
    expect(copyrightDurationOptions(paid)[0]).toEqual({
      value: '',
      label: 'Durée légale de protection (par défaut)',
    });
    expect(copyrightDurationOptions(free)[0]?.label).toBe('5 ans, renouvelables (par défaut)');
    // A free grant stays short (legal review A7): no long terms on offer.
    expect(copyrightDurationOptions(free).map((o) => o.value)).not.toContain('70');
  });

  it('offers a micro-licence the free regime’s default and terms up to ten years (A5b)', () => {
    const micro = { ...paid, nature_contrat: 'licence' as const, remuneration: '5' };
    const options = copyrightDurationOptions(micro);
    expect(options[0]?.label).toBe('5 ans, renouvelables (par défaut)');
    expect(options.map((o) => o.value)).toEqual(['', '1', '2', '3', '5', '10']);
  });

  it('keeps image authorisations time-limited (at most 15 years)', () => {
    expect(imageDurationOptions().map((o) => Number(o.value || 0))).toSatisfy(
      (v: number[]) => Math.max(...v) <= 15,
    );
  });

  it('reads the default as null', () => {
    expect(parseYears('')).toBeNull();
    expect(parseYears('10')).toBe(10);
  });
});

describe('step 5 payment terms (legal review A5b)', () => {
  it('offers every term when a work is delivered', () => {
    expect(
      paymentTermOptions({ type_contrat: [AUTEUR, IMAGE], modalites_paiement: 'trente_jours' }),
    ).toEqual(['signature', 'livraison', 'trente_jours', 'deux_versements']);
  });

  it('drops the delivery terms for an image-only authorisation, except the current answer', () => {
    expect(
      paymentTermOptions({ type_contrat: [IMAGE], modalites_paiement: 'trente_jours' }),
    ).toEqual(['signature', 'trente_jours']);
    expect(paymentTermOptions({ type_contrat: [IMAGE], modalites_paiement: 'livraison' })).toEqual([
      'signature',
      'livraison',
      'trente_jours',
    ]);
  });
});
