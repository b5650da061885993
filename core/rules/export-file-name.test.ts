import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  defaultExportBase,
  downloadFileName,
  exportFileName,
  sanitizeFileBase,
} from './export-file-name';

const ID = '3f2a9c1e-7b4d-4e2f-9a10-123456789abc';

describe('exportFileName (docs/product.md §5)', () => {
  it('trims the requested name and adds .json', () => {
    expect(exportFileName('  mon contrat  ', { title: 'x', id: ID })).toBe('mon contrat.json');
    expect(exportFileName('dossier.json', { id: ID })).toBe('dossier.json');
    expect(exportFileName('dossier.JSON', { id: ID })).toBe('dossier.JSON');
  });
  it('defaults to the title, spaces → underscores, lower case', () => {
    expect(exportFileName('', { title: 'Cession Logo  Été 2026', id: ID })).toBe(
      'cession_logo_été_2026.json',
    );
    expect(exportFileName(undefined, { title: 'Contrat', id: ID })).toBe('contrat.json');
  });
  it('falls back to the contract id when title and name are empty or blank', () => {
    expect(exportFileName('   ', { title: '  ', id: ID })).toBe('contrat_3f2a9c1e.json');
    expect(exportFileName(null, { title: null, id: ID })).toBe('contrat_3f2a9c1e.json');
    expect(defaultExportBase('', '')).toBe('contrat');
  });
  it('never lets a name escape the download folder', () => {
    expect(exportFileName('../../etc/passwd', { id: ID })).toBe('etcpasswd.json');
    expect(exportFileName('..', { title: 'T', id: ID })).toBe('t.json');
  });
});

describe('downloadFileName', () => {
  it('defaults to contrat.pdf and contrat.docx', () => {
    expect(downloadFileName(undefined)).toBe('contrat.pdf');
    expect(downloadFileName('   ', 'docx')).toBe('contrat.docx');
  });
  it('keeps accents, strips separators, quotes and control characters', () => {
    expect(downloadFileName('Cession « Élodie »/v2\\final"\u0000\n')).toBe(
      'Cession Élodie v2final.pdf',
    );
    expect(downloadFileName("L'œuvre d'Anaïs")).toBe('Lœuvre dAnaïs.pdf');
  });
  it('does not double the extension', () => {
    expect(downloadFileName('contrat.pdf')).toBe('contrat.pdf');
    expect(downloadFileName('contrat.PDF', 'docx')).toBe('contrat.docx');
  });
  it('limits the length without cutting a character in half', () => {
    const name = downloadFileName('é'.repeat(500) + '😀'.repeat(10));
    expect(Array.from(name.replace(/\.pdf$/, ''))).toHaveLength(120);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('sanitizeFileBase (properties)', () => {
  it('never returns separators, quotes, control characters, or a leading dot', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (s) => {
        const out = sanitizeFileBase(s);
        expect(out).not.toMatch(/[/\\"'\p{Cc}]/u);
        expect(out.startsWith('.')).toBe(false);
        expect(Array.from(out).length).toBeLessThanOrEqual(120);
        expect(out).toBe(out.trim());
      }),
    );
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Cession Élodie (v2).pdf')).toBe(
      `attachment; filename="Cession Elodie (v2).pdf"; filename*=UTF-8''Cession%20%C3%89lodie%20%28v2%29.pdf`,
    );
    expect(contentDisposition('contrat.pdf')).toBe(
      `attachment; filename="contrat.pdf"; filename*=UTF-8''contrat.pdf`,
    );
  });
});

describe('sanitizeFileBase and lone surrogates', () => {
  it('drops a lone surrogate, which no header or file system can carry', () => {
    expect(sanitizeFileBase('contrat\ud800 final')).toBe('contrat final');
    expect(sanitizeFileBase('\udc00')).toBe('');
    expect(sanitizeFileBase('logo 😀')).toBe('logo 😀');
  });
});
