import { describe, expect, it } from 'vitest';
import type { ContractElement } from '../schemas/document';
import { findUnprintable, unprintableDocumentMessage } from './unprintable-document';

const paragraph = (id: string, style: string, text: string) =>
  ({ id, type: 'paragraph', style, runs: [{ text }] }) as ContractElement;

describe('characters of a whole contract the PDF cannot print', () => {
  const contract = [
    paragraph('t', 'ContractTitle', 'CONTRAT DE CESSION'),
    paragraph('a1', 'ContractArticle', 'Article 1 – Objet'),
    paragraph('b1', 'ContractBody', 'Le Cédant cède « l’Œuvre ».'),
    { id: 's', type: 'spacer', height: 12 } as ContractElement,
    paragraph('a2', 'ContractArticle', 'Article 2 – Durée'),
    paragraph('b2', 'ContractBody', 'Pour 5 ans 🎨.'),
    paragraph('a3', 'ContractArticle', 'Article 3 – Prix'),
    paragraph('b3', 'ContractBody', 'Payé ✓ et 🎨 encore.'),
  ];

  it('finds nothing in French text with its typography', () => {
    expect(findUnprintable(contract.slice(0, 5))).toBeNull();
  });

  it('names every character once, and the article of the first', () => {
    expect(findUnprintable(contract)).toEqual({
      characters: ['🎨', '✓'],
      article: 'Article 2 – Durée',
    });
  });

  it('names no article for a character before the first one', () => {
    const before = [paragraph('p', 'ContractParties', 'Entre 李'), ...contract.slice(0, 5)];
    expect(findUnprintable(before)).toEqual({ characters: ['李'], article: null });
  });

  it('cuts a long edited heading at 80 characters', () => {
    const heading = `Article 4 – ${'très '.repeat(30)}`;
    const found = findUnprintable([
      paragraph('a', 'ContractArticle', heading),
      paragraph('b', 'ContractBody', '🎨'),
    ]);
    expect(found?.article).toHaveLength(80);
    expect(found?.article?.endsWith('…')).toBe(true);
  });

  it('says it in French, each caller ending the sentence', () => {
    expect(
      unprintableDocumentMessage({ characters: ['🎨'], article: 'Article 2 – Durée' }, '.'),
    ).toBe(
      'Le contrat contient un caractère que le PDF ne peut pas imprimer\u00a0: «\u202f🎨\u202f» (Article 2 – Durée). Retirez-le ou écrivez ce texte en lettres latines.',
    );
    expect(
      unprintableDocumentMessage(
        { characters: ['🎨', '\u0085'], article: null },
        ', puis réessayez.',
      ),
    ).toBe(
      'Le contrat contient des caractères que le PDF ne peut pas imprimer\u00a0: «\u202f🎨\u202f», U+0085. Retirez-les ou écrivez ce texte en lettres latines, puis réessayez.',
    );
  });
});
