// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passwordLevel } from './password-level';

describe('passwordLevel', () => {
  it('shows nothing for an empty field, and « trop court » under 12 characters whatever the score', () => {
    expect(passwordLevel('', 4)).toBeNull();
    expect(passwordLevel('onze-caract', 4)).toEqual({
      filled: 1,
      label: 'trop court',
      accepted: false,
    });
  });

  it('waits for the dictionaries before judging a long enough password', () => {
    expect(passwordLevel('un-mot-de-passe-long', null)).toBeNull();
  });

  it('accepts from the server rule’s score (3) up', () => {
    const long = 'un-mot-de-passe-long';
    expect(passwordLevel(long, 0)).toMatchObject({ filled: 1, accepted: false });
    expect(passwordLevel(long, 2)).toMatchObject({ filled: 2, accepted: false });
    expect(passwordLevel(long, 3)).toEqual({ filled: 3, label: 'solide', accepted: true });
    expect(passwordLevel(long, 4)).toEqual({ filled: 4, label: 'très solide', accepted: true });
  });

  it('refuses over 128 characters', () => {
    expect(passwordLevel('a'.repeat(129), 4)).toMatchObject({
      label: 'trop long',
      accepted: false,
    });
  });
});
