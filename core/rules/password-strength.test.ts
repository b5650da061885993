import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '../schemas/auth-messages';
import { loadPasswordEstimator } from './password-estimator';
import {
  PASSWORD_TOO_WEAK_PREFIX,
  passwordProblem,
  passwordUserInputs,
  type EstimatePassword,
} from './password-strength';

describe('password strength rule (zxcvbn, French dictionaries)', () => {
  let estimate: EstimatePassword;
  beforeAll(async () => {
    estimate = await loadPasswordEstimator();
  });
  const person = { email: 'camille.martin@example.fr', name: 'Camille Martin' };

  it.each([
    ['password1234', 'ce mot de passe ressemble à un mot de passe couramment utilisé.'],
    [' '.repeat(12), 'un caractère répété (comme «\u202faaa\u202f») se devine facilement.'],
    ['azertyuiop12', 'une rangée de touches du clavier se devine facilement.'],
    ['motdepasse123', 'il ressemble à des mots ou des motifs courants.'],
    [
      'CamilleMartin1',
      'il ne doit pas reprendre votre nom, votre adresse e-mail ou le nom du site.',
    ],
  ])('refuses %j and says why in French', (password, reason) => {
    const problem = passwordProblem(password, person, estimate);
    expect(problem).toMatch(new RegExp(`^${PASSWORD_TOO_WEAK_PREFIX}`));
    expect(problem).toContain(reason);
  });

  it.each([
    'mot-de-passe-solide-42',
    'Clausier-e2e-motdepasse',
    'correct horse battery staple',
    'soleil-de-printemps',
  ])('accepts %j', (password) => expect(passwordProblem(password, person, estimate)).toBeNull());

  it('keeps the length messages', () => {
    expect(passwordProblem('court', person, estimate)).toBe(AUTH_ERROR_MESSAGES.PASSWORD_TOO_SHORT);
    expect(passwordProblem('x'.repeat(129), person, estimate)).toBe(
      AUTH_ERROR_MESSAGES.PASSWORD_TOO_LONG,
    );
  });

  it('stays cheap on the worst inputs (the l33t matcher is bounded)', () => {
    for (const password of ['aB3$'.repeat(32), '@4!1|0$5'.repeat(16), 'é'.repeat(128)]) {
      const started = performance.now();
      passwordProblem(password, person, estimate);
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });

  it('counts the name and address as guessable words', () => {
    expect(passwordUserInputs(person)).toEqual(
      expect.arrayContaining([
        'camille.martin@example.fr',
        'camille',
        'martin',
        'Camille Martin',
        'clausier',
      ]),
    );
  });
});
