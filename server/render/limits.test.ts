import { describe, expect, it } from 'vitest';
import type { ContractDocument } from '@core/schemas/document';
import { AppError } from '../errors';
import { MAX_RENDER_LINES, assertRenderable, estimateLines } from './limits';
import { combinedContractFixture } from './fixtures/combined-contract';

const oneParagraph = (text: string): ContractDocument => ({
  title: 't',
  lang: 'fr',
  elements: [{ id: 'a', type: 'paragraph', style: 'ContractBody', runs: [{ text }] }],
});

describe('render size limit', () => {
  it('counts hard breaks and wrapped lines', () => {
    expect(estimateLines(oneParagraph('a\nb\nc'))).toBe(3);
    expect(estimateLines(oneParagraph('x'.repeat(2500)))).toBe(23);
    expect(estimateLines(oneParagraph(''))).toBe(1);
  });

  it('accepts a real contract and a 2,500-character paragraph', () => {
    expect(() => assertRenderable(combinedContractFixture())).not.toThrow();
    expect(() => assertRenderable(oneParagraph('é'.repeat(2500)))).not.toThrow();
  });

  it('refuses 60,000 short lines with DOCUMENT_TOO_LARGE (413)', () => {
    const doc = oneParagraph(Array.from({ length: 60_000 }, (_, i) => `l${i}`).join('\n'));
    expect(estimateLines(doc)).toBe(60_000);
    expect(() => assertRenderable(doc)).toThrow(AppError);
    try {
      assertRenderable(doc);
    } catch (error) {
      expect((error as AppError).code).toBe('DOCUMENT_TOO_LARGE');
      expect((error as AppError).status).toBe(413);
    }
    expect(() => assertRenderable(oneParagraph('l\n'.repeat(MAX_RENDER_LINES - 1)))).not.toThrow();
  });
});
