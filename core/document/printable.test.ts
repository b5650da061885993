import { describe, expect, it } from 'vitest';
import {
  OUTSIDE_FRENCH,
  namedCharacters,
  printableText,
  refusedCharacters,
  unprintableCharacters,
  unprintableMessage,
} from './printable';

describe('what the contract’s PDF can print', () => {
  it('prints French text with its typography, and Latin, Greek, Cyrillic names', () => {
    const french =
      'L’Œuvre «\u202fAffiche\u202f» — 1\u00a0500,50\u00a0€ HT, 2ᵉ édition ; N° 3 ! Ça, c’est « l’été » ? © ® ™ § ° ‰ … – • ½';
    expect(unprintableCharacters(french)).toEqual([]);
    expect(unprintableCharacters('Łukasz Żółć, Ærøskøbing, Ğülşen, Nguyễn, Ωμέγα, Привет')).toEqual(
      [],
    );
    expect(unprintableMessage('Durand')).toBeNull();
    expect(unprintableMessage('')).toBeNull();
  });

  it('lets through what lays out as nothing: spaces, joiners, variation selectors, bidi marks', () => {
    expect(unprintableCharacters('a\tb\u200bc\u200dd\u2060e\ufe0ff\u00adg\u200eh')).toEqual([]);
    // A lone variation selector after a printable sign: the sign prints.
    expect(unprintableCharacters('©\ufe0f')).toEqual([]);
  });

  it('finds emoji, ideographs and symbols the fonts lack, each once, in order', () => {
    expect(unprintableCharacters('Affiche 🎨 du festival ✓ 🎨 李')).toEqual(['🎨', '✓', '李']);
    // A family emoji is several emoji joined: each is named, the joiners are not.
    expect(unprintableCharacters('👨\u200d👩\u200d👧')).toEqual(['👨', '👩', '👧']);
    // A skin tone is a character of its own, which the fonts lack too.
    expect(unprintableCharacters('👍🏽')).toEqual(['👍', '🏽']);
  });

  it('names controls and private-use characters by their number, not as an invisible quote', () => {
    expect(unprintableCharacters('a\u0007b\ue000c')).toEqual(['\u0007', '\ue000']);
    expect(namedCharacters(['\u0007', '\ue000', '🎨'])).toBe('U+0007, U+E000, «\u202f🎨\u202f»');
  });

  it('says in French which characters to remove, one or several, five at most', () => {
    expect(unprintableMessage('Camille 🎨')).toBe(
      'Ce caractère ne peut pas être imprimé dans le contrat\u00a0: «\u202f🎨\u202f». Retirez-le ou écrivez ce texte en lettres latines.',
    );
    expect(unprintableMessage('王 小明')).toBe(
      'Ces caractères ne peuvent pas être imprimés dans le contrat\u00a0: «\u202f王\u202f», «\u202f小\u202f», «\u202f明\u202f». Retirez-les ou écrivez ce texte en lettres latines.',
    );
    expect(unprintableMessage('🍎🍐🍊🍋🍌🍉🥝')).toMatch(
      /«\u202f🍌\u202f» et 2 autres\. Retirez-les/,
    );
    expect(unprintableMessage('🍎🍐🍊🍋🍌🍉')).toMatch(/«\u202f🍌\u202f» et 1 autre\. Retirez-les/);
    expect(unprintableMessage('🍎🍐🍊🍋🍌🍉')).not.toContain('🍉');
    // A right-to-left letter is isolated: the guillemets and commas keep their order around it.
    expect(unprintableMessage('Léa حسن')).toContain('«\u202f\u2068ح\u2069\u202f»');
  });

  it('gives every refusal the same number agreement', () => {
    expect(refusedCharacters(['🎨'])).toEqual({
      some: 'un caractère',
      named: '«\u202f🎨\u202f»',
      removeThem: 'Retirez-le',
    });
    expect(refusedCharacters(['李', '\u0085'])).toEqual({
      some: 'des caractères',
      named: '«\u202f李\u202f», U+0085',
      removeThem: 'Retirez-les',
    });
  });

  it('skips the table only for characters it holds', () => {
    for (let code = 0; code < 0x2100; code++) {
      const character = String.fromCharCode(code);
      if (!OUTSIDE_FRENCH.test(character))
        expect(unprintableCharacters(`${character}\u4e00`), code.toString(16)).toEqual(['\u4e00']);
    }
  });

  it('writes, for the evidence file, each such character as its number', () => {
    expect(printableText('Mozilla/5.0 🎨 \u0085x')).toBe('Mozilla/5.0 [U+1F3A8] [U+0085]x');
    expect(printableText('Durand')).toBe('Durand');
  });
});
