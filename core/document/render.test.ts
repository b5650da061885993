import { describe, expect, it } from 'vitest';
import type { ContractDocument } from '../schemas/document';
import { renderText } from './render-text';

const doc: ContractDocument = {
  title: 'Contrat',
  lang: 'fr',
  elements: [
    {
      id: 'title',
      type: 'paragraph',
      style: 'ContractTitle',
      runs: [{ text: 'Contrat <test>' }],
      align: 'center',
    },
    {
      id: 'a-1',
      type: 'paragraph',
      style: 'ContractArticle',
      runs: [{ text: 'Article 1 – Objet', bold: true }],
    },
    {
      id: 'a-1-1',
      type: 'paragraph',
      style: 'ContractBody',
      runs: [
        { text: 'Voir ' },
        { text: 'ceci & cela', bold: true, italic: true, underline: true, highlight: true },
        { text: '\nfin' },
      ],
    },
    { id: 'l-1', type: 'paragraph', style: 'ContractListItem', runs: [{ text: 'un ;' }] },
    { id: 'l-2', type: 'paragraph', style: 'ContractListItem', runs: [{ text: 'deux.' }] },
    { id: 'sp', type: 'spacer', height: 20 },
    { id: 's-1', type: 'paragraph', style: 'ContractSignature', runs: [{ text: 'Fait à Lyon' }] },
    {
      id: 's-2',
      type: 'paragraph',
      style: 'ContractSignature',
      runs: [{ text: 'Signature : "l\'un"' }],
    },
    { id: 'n', type: 'paragraph', style: 'ContractNotice', runs: [{ text: 'Avertissement' }] },
  ],
};

describe('renderText', () => {
  it('separates paragraphs by blank lines, keeps list items and signatures together', () => {
    expect(renderText(doc)).toBe(
      'CONTRAT <TEST>\n\nARTICLE 1 – OBJET\n\nVoir ceci & cela\nfin\n\n  – un ;\n  – deux.\n\nFait à Lyon\nSignature : "l\'un"\n\nAvertissement\n',
    );
  });
});
