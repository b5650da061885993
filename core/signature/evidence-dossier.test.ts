import { describe, expect, it } from 'vitest';
import { renderText } from '../document/render-text';
import { contractDocumentSchema } from '../schemas/document';
import {
  dossierPageOf,
  evidenceDossier,
  FROZEN_PDF_NAME,
  frozenPdfDescription,
  utcStamp,
  type EvidenceInput,
} from './evidence-dossier';

const input: EvidenceInput = {
  requestId: '0f5c2a4e-1b2c-4d5e-8f90-123456789abc',
  title: 'Cession – affiche',
  sender: 'Camille Martin (camille@exemple.fr)',
  createdAt: '2026-11-26T09:00:00.000Z',
  completedAt: '2026-11-27T15:30:05.000Z',
  documentSha256: 'a'.repeat(64),
  pageCount: 5,
  seal: {
    subject: 'CN=Clausier, O=Clausier, C=FR',
    certificateSha256: 'b'.repeat(64),
    timestamped: false,
  },
  signers: [
    {
      name: 'Mme Claire Durand',
      role: 'parent1',
      email: 'claire@exemple.fr',
      emailSource: 'typed_by_sender',
      signedName: 'Claire Durand',
      signedAt: '2026-11-27T15:30:05.000Z',
      consentText: 'J’ai lu l’intégralité du contrat.',
      ip: '203.0.113.7',
      userAgent: 'Firefox/140.0',
      codeValidatedAt: '2026-11-27T15:30:05.000Z',
      drawn: false,
    },
  ],
  events: [
    {
      seq: 1,
      at: '2026-11-26T09:00:00.000Z',
      type: 'created',
      actor: 'l’expéditeur',
      ip: '198.51.100.2',
      userAgent: null,
      hash: 'c'.repeat(64),
    },
    {
      seq: 2,
      at: '2026-11-27T15:30:05.000Z',
      type: 'signed',
      actor: 'Mme Claire Durand (Parent 1)',
      ip: '203.0.113.7',
      userAgent: 'Firefox/140.0',
      hash: 'd'.repeat(64),
    },
  ],
  chainHead: { seq: 2, hash: 'd'.repeat(64) },
};

describe('the dossier de preuve', () => {
  const doc = evidenceDossier(input);
  const text = renderText(doc);

  it('is a valid document of the one model, with unique ids', () => {
    expect(contractDocumentSchema.safeParse(doc).success).toBe(true);
    expect(new Set(doc.elements.map((e) => e.id)).size).toBe(doc.elements.length);
  });

  it('names the request, the frozen document, each signer with method, consent, time, IP and browser', () => {
    for (const expected of [
      input.requestId,
      'Cession – affiche',
      'a'.repeat(64),
      'SIGNATAIRE 1 SUR 1\u00a0: MME CLAIRE DURAND – PARENT 1',
      'Adresse indiquée par\u00a0: l’expéditeur de la demande, lors de l’envoi',
      'code à usage unique de 6 chiffres',
      'J’ai lu l’intégralité du contrat.',
      '27/11/2026 à 15:30:05 UTC',
      '203.0.113.7',
      'Firefox/140.0',
      'b'.repeat(64),
    ])
      expect(text).toContain(expected);
  });

  it('starts a page per signer, in order, so a signature line can name its page (LEGAL J19)', () => {
    const two = evidenceDossier({
      ...input,
      signers: [
        input.signers[0]!,
        {
          ...input.signers[0]!,
          name: 'M. Marc Martin',
          role: 'parent2',
          roleLabel: 'Parent 2 de Zoé Durand, Modèle',
        },
      ],
    });
    // The `evidence` layout starts a page at each top heading: the first page holds the request
    // and the document (sub-headings), then each signer has one, then the log and the seal.
    const tops = two.elements
      .filter((e) => e.type === 'paragraph' && e.style === 'ContractArticle')
      .map((e) => (e.type === 'paragraph' ? e.runs.map((r) => r.text).join('') : ''));
    expect(tops).toEqual([
      // The role as the contract names it; a record without it, by its generic label.
      'Signataire 1 sur 2\u00a0: Mme Claire Durand – Parent 1',
      'Signataire 2 sur 2\u00a0: M. Marc Martin – Parent 2 de Zoé Durand, Modèle',
      'Journal des événements',
      'Le cachet électronique',
    ]);
    expect([dossierPageOf(0), dossierPageOf(1)]).toEqual([2, 3]);
    // No article numbers: the dossier is evidence, not clauses of the contract.
    expect(renderText(two)).not.toMatch(/ARTICLE \d|Article \d/);
  });

  it('prints the head of the log’s chain, which the request and the completion e-mail also keep', () => {
    expect(text).toMatch(/Tête de la chaîne du journal\s*: événement n° 2, empreinte d{64}/);
    expect(renderText(evidenceDossier({ ...input, chainHead: null }))).not.toContain(
      'Tête de la chaîne',
    );
  });

  it('prints what a signer’s browser sent whatever it holds: a character the PDF lacks as its number', () => {
    const odd = evidenceDossier({
      ...input,
      title: 'Affiche 🎨',
      signers: [{ ...input.signers[0]!, userAgent: 'Bot ✓\u0085', signedName: 'Claire 🙂' }],
    });
    const oddText = renderText(odd);
    expect(oddText).toContain('Affiche [U+1F3A8]');
    expect(oddText).toContain('Bot [U+2713][U+0085]');
    expect(oddText).toContain('Claire [U+1F642]');
    expect(oddText).not.toMatch(/[🎨✓🙂]/u);
  });

  it('lists every event with its hash, in order', () => {
    expect(text).toMatch(
      /1\. 26\/11\/2026 à 09:00:00 UTC – Demande de signature créée[\s\S]*2\. 27\/11\/2026/,
    );
    expect(text).toContain('d'.repeat(64));
  });

  it('prints a long log by its first and last events and sums up the rest: sealing never depends on its length', () => {
    const events = Array.from({ length: 5_000 }, (_, i) => ({
      ...input.events[1]!,
      seq: i + 1,
      type: 'code_failed',
      userAgent: 'x'.repeat(480),
      hash: String(i).padStart(64, '0'),
    }));
    const long = evidenceDossier({ ...input, events });
    const printed = renderText(long);
    expect(long.elements.length).toBeLessThan(400);
    expect(printed).toContain(String(0).padStart(64, '0'));
    expect(printed).toContain(String(4_999).padStart(64, '0'));
    expect(printed).not.toContain(String(2_000).padStart(64, '0'));
    expect(printed).toContain(
      '… 4\u202f700 événements (n° 151 à 4\u202f850) ne sont pas reproduits ici\u00a0: ils figurent, avec leurs empreintes, dans le journal chaîné que Clausier conserve pour cette demande.',
    );
  });

  it('says whether a third-party timestamp was used', () => {
    expect(text).toContain('aucune autorité d’horodatage configurée');
    const stamped = renderText(
      evidenceDossier({ ...input, seal: { ...input.seal, timestamped: true } }),
    );
    expect(stamped).toContain('RFC 3161');
  });

  it('says the frozen PDF is attached to the file, under the seal, with its hash and how to extract it', () => {
    // Spaces of any kind, non-breaking ones included, as one.
    const flat = text.replace(/\s+/g, ' ');
    expect(FROZEN_PDF_NAME).toBe('contrat-fige.pdf');
    expect(flat).toContain(
      'joint au présent fichier PDF, octet pour octet, sous le nom « contrat-fige.pdf »',
    );
    expect(flat).toContain('couvert par le cachet électronique');
    expect(flat).toContain('pdfdetach -saveall');
    expect(flat).toContain('volet « Pièces jointes »');
    expect(flat).toContain('Fichier joint : contrat-fige.pdf');
    expect(flat).toContain(
      `Empreinte SHA-256 du contrat figé (avant signature) : ${'a'.repeat(64)}`,
    );
    expect(frozenPdfDescription('a'.repeat(64))).toContain(`SHA-256 ${'a'.repeat(64)}`);
  });

  it('describes what the seal covers truly at every PAdES level, validation data after it included', () => {
    const format = /Format\u00a0: ([^\n]+)/.exec(text)?.[1] ?? '';
    // « la totalité du fichier » is false at B-LT and B-LTA: the DSS and the document timestamp
    // are appended after the seal.
    expect(format).not.toContain('couvrant la totalité du fichier');
    expect(format).toContain('PAdES (ETSI.CAdES.detached)');
    expect(format).toContain(
      'Le cachet couvre l’intégralité du fichier tel qu’il était au moment où il a été apposé',
    );
    expect(format).toContain(
      'seules peuvent y être ajoutées ensuite, à la fin du fichier et sans modifier aucun des octets qu’il couvre, les données de validation de son certificat et un horodatage du document',
    );
    expect(format).toContain('(niveaux PAdES B-LT et B-LTA)');
    // The same words whether or not the seal is timestamped.
    const stamped = renderText(
      evidenceDossier({ ...input, seal: { ...input.seal, timestamped: true } }),
    );
    expect(/Format\u00a0: ([^\n]+)/.exec(stamped)?.[1]).toBe(format);
  });

  it('writes UTC times in full', () => {
    expect(utcStamp('2026-01-02T03:04:05.000Z')).toBe('02/01/2026 à 03:04:05 UTC');
    expect(utcStamp('pas une date')).toBe('pas une date');
  });
});
