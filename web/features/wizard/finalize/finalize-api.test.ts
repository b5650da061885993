// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { draftTitle, editorDefaultTitle, pdfFileName } from './finalize-api';

describe('finalisation names', () => {
  it('titles a visitor draft « Brouillon - 21 novembre 2026 »', () => {
    expect(draftTitle(new Date('2026-11-21T10:00:00Z'))).toBe('Brouillon - 21 novembre 2026');
  });

  it('names the PDF after the title, else « contrat », without path characters', () => {
    expect(pdfFileName('  ')).toBe('contrat');
    expect(pdfFileName('Cession photos 2026')).toBe('Cession photos 2026');
    expect(pdfFileName('../../etc/passwd')).toBe('.. .. etc passwd');
  });

  it('gives the editor a « Contrat {timestamp} » title', () => {
    expect(editorDefaultTitle(new Date(1700000000000))).toBe('Contrat 1700000000000');
  });
});
