import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { LOW_PRICE_FOR_WIDE_GRANT, lowPriceWarning } from './low-price';

const base = {
  type_contrat: [AUTEUR],
  type_cession: 'Onéreuse',
  exclusivite: true,
  duree_annees: null,
  remuneration: '20',
} as const;
const draft = (over: Partial<Record<keyof typeof base, unknown>> = {}) =>
  ({ ...base, ...over }) as Parameters<typeof lowPriceWarning>[0];

describe('lowPriceWarning (legal review A5b)', () => {
  it('names the price and what it buys: exclusive, for the legal term', () => {
    expect(lowPriceWarning(draft())).toBe(
      'Un prix de 20\u00a0€ pour une cession exclusive consentie pour toute la durée légale de protection peut ' +
        'être jugé dérisoire au regard de ce qu’elle transfère, et la cession annulée (article 1169 ' +
        'du Code civil). Vérifiez qu’il correspond à la valeur de l’œuvre et des droits cédés, ou ' +
        'limitez la cession\u00a0: sans exclusivité, pour une durée plus courte.',
    );
  });
  it('warns for exclusivity alone, or the legal term alone', () => {
    expect(lowPriceWarning(draft({ duree_annees: 3 }))).toContain(
      'pour une cession exclusive peut être jugé dérisoire',
    );
    expect(lowPriceWarning(draft({ exclusivite: false }))).toContain(
      'pour une cession consentie pour toute la durée légale de protection peut',
    );
    expect(lowPriceWarning(draft({ remuneration: '99,50' }))).toContain('Un prix de 99,50\u00a0€');
  });
  it('says nothing for a limited non-exclusive grant, a real price, or no price yet', () => {
    expect(lowPriceWarning(draft({ exclusivite: false, duree_annees: 5 }))).toBeNull();
    expect(lowPriceWarning(draft({ remuneration: String(LOW_PRICE_FOR_WIDE_GRANT) }))).toBeNull();
    expect(lowPriceWarning(draft({ remuneration: '1 500' }))).toBeNull();
    expect(lowPriceWarning(draft({ remuneration: '' }))).toBeNull();
  });
  it('leaves token prices to their refusal, free grants and image-only contracts alone', () => {
    // Under the floor the price is refused with its own message (core/schemas/price.ts).
    expect(lowPriceWarning(draft({ remuneration: '5' }))).toBeNull();
    expect(lowPriceWarning(draft({ type_cession: 'Gratuite' }))).toBeNull();
    expect(lowPriceWarning(draft({ type_contrat: [IMAGE] }))).toBeNull();
  });
  it('reads the copyright price of a combined contract, not the image price', () => {
    expect(lowPriceWarning(draft({ type_contrat: [AUTEUR, IMAGE] }))).toContain('20\u00a0€');
  });
});
