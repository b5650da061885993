import { describe, expect, it } from 'vitest';
import { decodePdfText, pdfDateToIso } from './pdf-text';

describe('decodePdfText', () => {
  it('reads UTF-16BE after its mark, PDFDocEncoding otherwise', () => {
    expect(decodePdfText(Uint8Array.from([0xfe, 0xff, 0x00, 0xab, 0x20, 0x2f, 0x00, 0x21]))).toBe(
      '«\u202f!',
    );
    expect(decodePdfText(Uint8Array.from([0x53, 0x69, 0x67, 0x6e, 0xe9, 0x20, 0x84]))).toBe(
      'Signé —',
    );
    expect(decodePdfText(Uint8Array.from([0xef, 0xbb, 0xbf, 0xc3, 0xa9]))).toBe('é');
  });
});

describe('pdfDateToIso', () => {
  it('reads PDF dates with and without an offset', () => {
    expect(pdfDateToIso('D:20250314092653Z')).toBe('2025-03-14T09:26:53.000Z');
    expect(pdfDateToIso("D:20250314102653+01'00'")).toBe('2025-03-14T09:26:53.000Z');
    expect(pdfDateToIso('D:2025')).toBe('2025-01-01T00:00:00.000Z');
    expect(pdfDateToIso('hier')).toBeUndefined();
  });
});
