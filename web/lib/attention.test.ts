// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attention } from './attention';

describe('attention', () => {
  it('goes on in lower case after the colon, acronyms kept', () => {
    expect(attention('Un numéro SIREN compte 9 chiffres.')).toBe(
      'Attention\u00a0: un numéro SIREN compte 9 chiffres.',
    );
    expect(attention('SIREN inconnu.')).toBe('Attention\u00a0: SIREN inconnu.');
    expect(attention('La clé de contrôle ne correspond pas.')).toBe(
      'Attention\u00a0: la clé de contrôle ne correspond pas.',
    );
  });
});
