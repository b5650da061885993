import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { MAX_HTML_DEPTH, assertHtmlBounded, assertSaveHtmlBounded, htmlShape } from './html-bounds';

describe('editor HTML bounds', () => {
  it('counts tags and nesting depth, void and self-closing tags not nesting', () => {
    expect(
      htmlShape('<p style="text-align: center">a <strong><em>b</em></strong><br>c<br/></p>'),
    ).toEqual({ tags: 8, depth: 3 });
    expect(htmlShape('plain text, 3 < 4 > 2')).toEqual({ tags: 0, depth: 0 });
    expect(htmlShape('<div>'.repeat(50))).toEqual({ tags: 50, depth: 50 });
  });

  it('accepts what the editor writes, refuses deep nesting or too many tags with 413', () => {
    expect(() =>
      assertHtmlBounded(
        '<div style="text-align: justify">Texte <strong>gras</strong> et <mark>surligné</mark></div>',
        'x',
      ),
    ).not.toThrow();
    expect(() => assertHtmlBounded('<em>'.repeat(MAX_HTML_DEPTH), 'x')).not.toThrow();
    for (const html of ['<em>'.repeat(MAX_HTML_DEPTH + 1), '<br>'.repeat(1001)]) {
      try {
        assertHtmlBounded(html, 'elements.3.text');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).status).toBe(413);
        expect((error as AppError).fields).toEqual([
          {
            path: 'elements.3.text',
            message: 'Ce paragraphe contient trop de mise en forme imbriquée.',
          },
        ]);
      }
    }
  });

  it('bounds the tags of one save as a whole', () => {
    const items = Array.from({ length: 21 }, (_, i) => ({
      html: '<br>'.repeat(1000),
      path: `elements.${i}.text`,
    }));
    expect(() => assertSaveHtmlBounded(items.slice(0, 20))).not.toThrow();
    expect(() => assertSaveHtmlBounded(items)).toThrow(AppError);
  });

  it('scans a 1 MB hostile string in linear time', () => {
    const started = performance.now();
    htmlShape('<div>'.repeat(200_000));
    htmlShape('<'.repeat(1_000_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
