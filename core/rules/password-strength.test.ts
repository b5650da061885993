import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '../schemas/auth-messages';
import { loadPasswordEstimator } from './password-estimator';
import {
  PASSWORD_TOO_WEAK_PREFIX,
  passwordProblem,
  passwordScore,
  passwordUserInputs,
  withoutPersonalWords,
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

  it('refuses a password made of the person’s name and a year, which zxcvbn alone scores 3', () => {
    const sophie = { email: 'sophie.lenoir@example.fr', name: 'Sophie Lenoir' };
    // The estimate alone lets it through: the rule below is what refuses it.
    expect(estimate('sophielenoir2026', passwordUserInputs(sophie)).score).toBeGreaterThanOrEqual(
      3,
    );
    for (const password of ['sophielenoir2026', 'Lenoir-Sophie-2026', 'sophie.lenoir@example.fr!'])
      expect(passwordProblem(password, sophie, estimate)).toContain(
        'il ne doit pas reprendre votre nom, votre adresse e-mail ou le nom du site.',
      );
    // Her name beside words that are strong by themselves stays allowed.
    expect(passwordProblem('sophie aime les framboises du jardin', sophie, estimate)).toBeNull();
    // The meter reads the same: not « solide » for her.
    expect(passwordScore('sophielenoir2026', sophie, estimate)).toBeLessThan(3);
    // Someone else may use it.
    expect(passwordProblem('sophielenoir2026', person, estimate)).toBeNull();
  });

  it('finds the person’s words whatever their accents and case', () => {
    expect(withoutPersonalWords('ÉloDIE-Dupré-2026', ['Élodie', 'Dupré'])).toBe('--2026');
    expect(withoutPersonalWords('tout-autre-chose', ['Élodie'])).toBeNull();
  });

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
