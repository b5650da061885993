// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseForKeywords, pickExpression } from './expression';

describe('pickExpression', () => {
  it('is happy on new-feature words, whatever the accents or case', () => {
    expect(pickExpression('Découvrez la NOUVELLE fonctionnalité d’export.')).toBe('happy');
    expect(pickExpression('Bienvenue sur Clausier !')).toBe('happy');
  });

  it('is pensive on update words', () => {
    expect(pickExpression('Cette page est en cours de rédaction.')).toBe('pensive');
    expect(pickExpression('La mise à jour améliore l’éditeur.')).toBe('pensive');
  });

  it('is motivated on encouragement words', () => {
    expect(pickExpression('C’est parti, à vous de jouer !')).toBe('motivated');
    expect(pickExpression('Bravo, votre contrat est prêt.')).toBe('motivated');
  });

  it('falls back to default when no keyword matches', () => {
    expect(pickExpression('Remplissez le formulaire étape par étape.')).toBe('default');
    expect(pickExpression('')).toBe('default');
  });

  it('prefers happy over the other families when several match', () => {
    expect(pickExpression('Bienvenue ! Allez, on commence.')).toBe('happy');
    expect(pickExpression('Nouvelle version disponible')).toBe('happy');
  });
});

describe('normaliseForKeywords', () => {
  it('strips accents, lower-cases and unifies apostrophes', () => {
    expect(normaliseForKeywords('À VOUS d’ÉCRIRE')).toBe("a vous d'ecrire");
  });
});
