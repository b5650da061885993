import { describe, expect, it } from 'vitest';
import { changedRanges } from './changed-words';

const marked = (before: string, after: string) =>
  changedRanges(before, after).map(({ start, end }) => after.slice(start, end));

describe('changedRanges', () => {
  it('marks nothing when nothing changed', () => {
    expect(changedRanges('Le prix est fixé.', 'Le prix est fixé.')).toEqual([]);
  });

  it('marks a price as the contract writes it, words and figures in one range', () => {
    const before =
      'Le Cessionnaire verse la somme de ____ euros. Le paiement intervient à la signature.';
    const after =
      'Le Cessionnaire verse la somme de mille cinq cents euros (1 500 €). Le paiement intervient à la signature.';
    expect(marked(before, after)).toEqual(['mille cinq cents euros (1 500 €).']);
  });

  it('one unchanged word between two changes stays inside the phrase', () => {
    expect(
      marked(
        'la somme de ____ euros, payable',
        'la somme de mille cinq cents euros (1\u202f500\u00a0€), payable',
      ),
    ).toEqual(['mille cinq cents euros (1\u202f500\u00a0€),']);
  });

  it('a lone symbol after the new figures joins them (« € » kept from the blank)', () => {
    const before = 'une rémunération de ____ euros (____\u00a0€), dont le caractère';
    const after =
      'une rémunération de mille cinq cents euros (1\u202f500\u00a0€), dont le caractère';
    expect(marked(before, after)).toEqual(['mille cinq cents euros (1\u202f500\u00a0€),']);
  });

  it('marks whole words, not letters, when a word grows', () => {
    expect(marked('Fait à Lyo, le 3 mars.', 'Fait à Lyon, le 3 mars.')).toEqual(['Lyon,']);
  });

  it('marks separate changes separately and keeps untouched words out', () => {
    const before = 'Entre Mme Léa Durand, née à Nantes, et la société.';
    const after = 'Entre Mme Zoé Durand, née à Lyon, et la société.';
    expect(marked(before, after)).toEqual(['Zoé', 'Lyon,']);
  });

  it('a pure deletion marks nothing; a new paragraph is marked whole', () => {
    expect(changedRanges('Une œuvre très belle.', 'Une œuvre belle.')).toEqual([]);
    expect(marked('', 'Article 6 – Rémunération')).toEqual(['Article 6 – Rémunération']);
  });

  it('offsets count every character, spaces included', () => {
    const after = 'a  b\u00a0c d';
    const ranges = changedRanges('a  b\u00a0x d', after);
    expect(ranges).toEqual([{ start: 5, end: 6 }]);
  });
});
