import { afterAll, describe, expect, it } from 'vitest';
import { FIXED_TODAY, readyLargestDraft } from '@server/render/fixtures/largest-draft';
import { pdfInfo, pdfText } from '@server/render/fixtures/read-pdf';
import { createPdfRenderer } from '@server/render/pdf/pdf-renderer';
import { contractDocument, renderContractPdf, type ContractSource } from './contract-document';

describe('a stored contract’s PDF', () => {
  const renderer = createPdfRenderer({ threads: 1 });
  afterAll(() => renderer.close());
  const options = { client: 'owner' };

  it('without a document of its own: its answers at its date, under its own title', async () => {
    const contract: ContractSource = {
      title: 'Contrat « Lumières d’hiver »',
      draft: readyLargestDraft(),
      document: null,
      created_at: FIXED_TODAY.toISOString(),
    };
    const { pdf } = await renderContractPdf(renderer, contract, options);
    const expected = await renderer.render(contractDocument(contract), options);
    expect(pdfInfo(pdf)['Title']).toBe('Contrat « Lumières d’hiver »');
    expect(pdfText(pdf)).toBe(pdfText(expected.pdf));
  });

  it('with a stored document: that text, not the answers’', async () => {
    const contract: ContractSource = {
      title: 'Contrat édité',
      draft: readyLargestDraft(),
      document: {
        title: 'Contrat édité',
        lang: 'fr',
        elements: [
          { id: 'a', type: 'paragraph', style: 'ContractBody', runs: [{ text: 'Texte revu.' }] },
        ],
      },
      created_at: FIXED_TODAY.toISOString(),
    };
    const { pdf } = await renderContractPdf(renderer, contract, options);
    expect(pdfText(pdf)).toContain('Texte revu.');
    expect(pdfText(pdf)).not.toContain('Dubœuf');
  });
});
