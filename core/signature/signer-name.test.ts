import { describe, expect, it } from 'vitest';
import { nameAppearsIn, nameWords, sameSignerName, typedNameProblem } from './signer-name';

describe('sameSignerName', () => {
  it.each([
    ['Léa Durand', 'Léa Durand'],
    ['lea durand', 'Léa Durand'],
    ['DURAND Léa', 'Mme Léa Durand'],
    ['Madame Léa Durand', 'Mme Léa Durand'],
    ['M. Jean-Marc Dupont', 'Jean Marc Dupont'],
    ['  Jean   Marc  DUPONT ', 'Monsieur Jean-Marc Dupont'],
    ['Zoé N’Diaye', "Zoé N'Diaye"],
    ['Mlle Chloé Martin', 'Chloé Martin'],
    ['김민준', '김민준'],
  ])('« %s » names « %s »', (typed, expected) => {
    expect(sameSignerName(typed, expected)).toBe(true);
  });

  it.each([
    ['Léa', 'Mme Léa Durand'],
    ['Léa Durant', 'Léa Durand'],
    ['Paul Martin', 'Mme Léa Durand'],
    ['Léa Durand Martin', 'Léa Durand'],
    ['', ''],
    ['M.', 'Mme'],
    ['____', '____'],
  ])('« %s » does not name « %s »', (typed, expected) => {
    expect(sameSignerName(typed, expected)).toBe(false);
  });

  it('a civility counts only in front: a person called « Madame » keeps the word', () => {
    expect(nameWords('Mme Léa Madame')).toEqual(['lea', 'madame']);
    expect(nameWords('Madame')).toEqual(['madame']);
  });
});

describe('nameAppearsIn', () => {
  const text =
    'Entre les soussignés : Mme Léa Durand-Martin, née le 1er mars 1990, ci-après « le Cédant »';
  it('finds the name in the order written, whatever the case, accents and punctuation', () => {
    expect(nameAppearsIn('lea durand martin', text)).toBe(true);
    expect(nameAppearsIn('Mme Léa Durand-Martin', text)).toBe(true);
  });
  it('needs whole words', () => {
    expect(nameAppearsIn('Léa Dur', text)).toBe(false);
    expect(nameAppearsIn('Martin Léa', text)).toBe(false);
    expect(nameAppearsIn('', text)).toBe(false);
  });
});

describe('typedNameProblem', () => {
  it('is silent for the signer’s own name and names the expected one otherwise', () => {
    expect(typedNameProblem('Durand Léa', 'Mme Léa Durand')).toBeNull();
    expect(typedNameProblem('Paul Martin', 'Mme Léa Durand')).toBe(
      'Saisissez votre nom tel que la demande l’indique\u00a0: Mme Léa Durand. Si ce nom n’est pas le vôtre, refusez de signer en l’expliquant.',
    );
  });
});
