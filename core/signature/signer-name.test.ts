import { describe, expect, it } from 'vitest';
import {
  isBlankName,
  nameWords,
  sameSignerName,
  signerNameProblem,
  typedNameProblem,
} from './signer-name';

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
    ['Laetitia Coeur', 'Mme Lætitia Cœur'],
    ['Soren Lukasz Strauss', 'Søren Łukasz Strauß'],
    ['Aïssatou NDiaye', 'Aïssatou N’Diaye'],
    ['Jeanmarc Dupont', 'Jean-Marc Dupont'],
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

describe('names left blank by the contract', () => {
  it('match nothing, not even the bare civility in front of the blank', () => {
    expect(isBlankName('M. ____')).toBe(true);
    expect(isBlankName('Mme')).toBe(false);
    expect(sameSignerName('M.', 'M. ____')).toBe(false);
    expect(sameSignerName('Mme', 'Mme ____')).toBe(false);
    expect(sameSignerName('Anne Roy', 'Mme ____')).toBe(false);
  });
});

describe('signerNameProblem', () => {
  it.each(['Léa Durand', 'M. Jean-Marc N’Diaye', "Zoé O'Neil", '김민준', 'Ærøskøbing Ødegård'])(
    '« %s » is a name',
    (name) => expect(signerNameProblem(name)).toBeNull(),
  );
  it.each([
    'Paul Martin #$*[]{}',
    'Léa Durand §',
    'LÉA DURAND ©®',
    '...',
    'Léa 2',
    'https://exemple.fr',
  ])('« %s » is refused', (name) =>
    expect(signerNameProblem(name)).toBe(
      'Un nom ne contient que des lettres, des espaces, des traits d’union, des apostrophes et des points.',
    ),
  );
  it.each(['Léa\u200BDurand', 'Du\u034Frand Léa', 'Léa\u2060Durand', 'Paul\uFEFF Martin'])(
    'invisible characters are refused',
    (name) => expect(signerNameProblem(name)).toMatch(/caractère invisible/),
  );
  it.each([
    ['struck through', 'Mme Léa D\u0336u\u0336r\u0336a\u0336n\u0336d\u0336'],
    ['stacked accents', 'Mme Léa Durand' + '\u0301'.repeat(8)],
    ['three marks left on one letter', 'Le\u0301\u0302\u0303\u0308a'],
    ['an enclosing circle', 'Le\u20DDa Durand'],
    ['underlined', 'L\u0332e\u0332a\u0332 Durand'],
  ])('a name %s is refused', (_, name) =>
    expect(signerNameProblem(name)).toMatch(/signes ajoutés aux lettres/),
  );
  it.each([
    'Le\u0301a Durand',
    'Nguye\u0302\u0303n Thi\u0323 Lan',
    'Ade\u0323\u0301ye\u0323\u0301mi\u0301',
    'प्रिया शर्मा',
  ])('« %s », accents typed apart or two marks on a letter, stays a name', (name) =>
    expect(signerNameProblem(name)).toBeNull(),
  );
});

describe('typedNameProblem', () => {
  it('is silent for the signer’s own name and names the expected one otherwise', () => {
    expect(typedNameProblem('Durand Léa', 'Mme Léa Durand')).toBeNull();
    expect(typedNameProblem('Paul Martin', 'Mme Léa Durand')).toBe(
      'Saisissez votre nom tel que la demande l’indique\u00a0: Mme Léa Durand. Si ce nom n’est pas le vôtre, refusez de signer en l’expliquant.',
    );
  });
});
