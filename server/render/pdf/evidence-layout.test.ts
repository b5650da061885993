import { afterAll, describe, expect, it } from 'vitest';
import { NAME_MAX } from '@core/schemas/auth-input';
import { dossierPageOf, evidenceDossier } from '@core/signature/evidence-dossier';
import { pdfPages } from '../fixtures/read-pdf';
import { createPdfRenderer } from './pdf-renderer';

/** The longest contract title a save accepts (core/schemas/zod-fr.ts, contractTitle). */
const TITLE_MAX = 200;

const words = (length: number, word: string) =>
  Array.from({ length: Math.ceil(length / (word.length + 1)) }, () => word)
    .join(' ')
    .slice(0, length)
    .trim();

/**
 * Each signature line of the sealed contract names the dossier's page of its signer before the
 * dossier is laid out (dossierPageOf): that holds only if the request and the document — the
 * longest title twice, the longest sender, the frozen PDF's attachment and its hash — fit on
 * page 1 of the `evidence` layout.
 */
describe('the dossier de preuve laid out', () => {
  const renderer = createPdfRenderer({ threads: 1 });
  afterAll(() => renderer.close());

  it('keeps the request and the document on page 1, so each signer is on the page named', async () => {
    const signer = (name: string) => ({
      name,
      role: 'cedant' as const,
      email: 'signataire@exemple.fr',
      emailSource: 'typed_by_sender' as const,
      signedName: name,
      signedAt: '2026-11-27T15:30:05.000Z',
      consentText: 'J’ai lu l’intégralité du contrat.',
      ip: '203.0.113.7',
      userAgent: 'Firefox/140.0',
      codeValidatedAt: '2026-11-27T15:30:05.000Z',
      drawn: false,
    });
    const dossier = evidenceDossier({
      requestId: '0f5c2a4e-1b2c-4d5e-8f90-123456789abc',
      title: words(TITLE_MAX, 'Cession'),
      sender: `${words(NAME_MAX, 'Dominique')} (${'d'.repeat(60)}@${'e'.repeat(60)}.fr)`,
      createdAt: '2026-11-26T09:00:00.000Z',
      completedAt: '2026-11-27T15:30:05.000Z',
      documentSha256: 'a'.repeat(64),
      pageCount: 12,
      seal: {
        subject: 'CN=Clausier, O=Clausier, C=FR',
        certificateSha256: 'b'.repeat(64),
        timestamped: true,
      },
      signers: [signer('Mme Claire Durand'), signer('M. Paul Martin')],
      events: [],
      chainHead: null,
    });
    const { pdf } = await renderer.render(dossier, { layout: 'evidence' });
    const pages = pdfPages(pdf).map((p) => p.replace(/\s+/g, ' '));
    expect(pages[0]).toContain('Empreinte du fichier final');
    expect(pages[dossierPageOf(0) - 1]).toContain('Signataire 1 sur 2');
    expect(pages[dossierPageOf(1) - 1]).toContain('Signataire 2 sur 2');
  });
});
