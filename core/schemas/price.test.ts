import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE, IMAGE_EXCLUSIVITY_MESSAGE } from '../answers/draft';
import { draftSchema } from './draft';
import { MAX_PRICE, TOKEN_PRICE_MESSAGE, amountFormatError } from '../answers/price';
import { parseStoredDraft } from './stored-draft';

const paid = (extra: Record<string, unknown>) =>
  draftSchema.safeParse({
    auteur_type: 'Personne physique',
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    ...extra,
  });

describe('prices (legal review A5b v2, D13)', () => {
  it('accepts amounts in French or plain notation', () => {
    for (const raw of ['1500', '1 500', '1 500,50', '1500.5', '1.500,00 €', '12 000 EUR', ''])
      expect(amountFormatError(raw), raw).toBeNull();
  });
  it('refuses text, negative, scientific and zero prices with a French message naming the field', () => {
    for (const raw of [
      'abc',
      'à définir',
      '-500',
      '1e6',
      '0',
      '1 500 € TTC',
      'payable en 3 fois',
    ]) {
      const result = paid({ remuneration: raw });
      expect(result.success, raw).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['remuneration']);
      expect(result.error?.issues[0]?.message).toMatch(/montant|zéro/);
    }
  });
  it('refuses « 12,345 » (a comma is the decimal mark) instead of reading 12 345 €, saying why', () => {
    for (const raw of ['12,345', '1,500', '1,500 €', '1,500,000']) {
      const result = paid({ remuneration: raw });
      expect(result.success, raw).toBe(false);
      expect(result.error?.issues[0]?.message, raw).toMatch(/^La virgule sépare les centimes/);
    }
    expect(amountFormatError('12,34')).toBeNull();
    expect(amountFormatError('1.500')).toBeNull();
  });
  it(`refuses a price above ${MAX_PRICE} € as a slip, and accepts it up to that`, () => {
    expect(amountFormatError('10 000 000')).toBeNull();
    expect(amountFormatError('10 000 000,01')).toMatch(/^Vérifiez le montant/);
    // Digits beyond any number the parser reads are the same slip, said as such.
    expect(amountFormatError('12345678901234567890')).toMatch(/^Vérifiez le montant/);
  });
  it('says a negative amount is one, rather than asking for digits', () => {
    for (const raw of ['-500', '− 500 €', '-0,5'])
      expect(amountFormatError(raw), raw).toBe('Le montant doit être supérieur à zéro.');
    expect(amountFormatError('mille euros')).toMatch(/^Indiquez un montant en euros/);
    const huge = paid({ remuneration: '999999999999,99' });
    expect(huge.error?.issues[0]).toMatchObject({ path: ['remuneration'] });
    expect(huge.error?.issues[0]?.message).toMatch(/avocat/);
  });
  it('refuses a token price (< 10 €) for a paid contract, sending the user to « Gratuite »', () => {
    for (const raw of ['0,01', '1', '9,99']) {
      const result = paid({ remuneration: raw });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['remuneration'],
        message: TOKEN_PRICE_MESSAGE,
      });
    }
    const combined = paid({
      type_contrat: [AUTEUR, IMAGE],
      remuneration: '500',
      remuneration_image: '1',
    });
    expect(combined.error?.issues[0]?.path).toEqual(['remuneration_image']);
    expect(paid({ remuneration: '10' }).success).toBe(true);
  });
  it('D17: an image-only authorisation cannot be exclusive (refused, not silently dropped)', () => {
    const result = paid({ type_contrat: [IMAGE], remuneration: '300', exclusivite: true });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['exclusivite'],
      message: IMAGE_EXCLUSIVITY_MESSAGE,
    });
    expect(
      paid({
        type_contrat: [AUTEUR, IMAGE],
        remuneration: '300',
        remuneration_image: '100',
        exclusivite: true,
      }).success,
    ).toBe(true);
  });
  it('new answers default so that a version-1 draft still parses', () => {
    const result = paid({ remuneration: '1500' });
    expect(result.data).toMatchObject({
      tva_regime: 'TTC',
      modalites_paiement: 'trente_jours',
      gestion_collective: 'aucune',
      original: 'numerique',
      sous_licence: false,
      image_video: false,
      autorisation_prefectorale: { reference: '', date: '' },
    });
  });
});

describe('parseStoredDraft (drafts stored before v2)', () => {
  const stored = (extra: Record<string, unknown>) =>
    parseStoredDraft({
      auteur_type: 'Personne physique',
      type_contrat: [AUTEUR],
      type_cession: 'Onéreuse',
      ...extra,
    });
  it('keeps an amount followed by its tax words, moving them to the tax regime', () => {
    expect(stored({ remuneration: '1 500 € TTC' }).data).toMatchObject({
      remuneration: '1500',
      tva_regime: 'TTC',
    });
    expect(stored({ remuneration: '800 HT' }).data).toMatchObject({
      remuneration: '800',
      tva_regime: 'HT',
    });
  });
  it('empties a price that is not an amount or is a token, so readiness asks for a real one', () => {
    expect(stored({ remuneration: 'à définir' }).data?.remuneration).toBe('');
    expect(stored({ remuneration: '0,01' }).data?.remuneration).toBe('');
  });
  it('unticks exclusivity of a stored image-only contract (it printed « non exclusif » anyway)', () => {
    const result = stored({ type_contrat: [IMAGE], remuneration: '300', exclusivite: true });
    expect(result.data?.exclusivite).toBe(false);
  });
});
