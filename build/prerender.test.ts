import { describe, expect, it } from 'vitest';
import { withPrerendered } from './prerender';

const INDEX = '<html><head></head><body><div id="root"></div><div class="boot-late"></div></body>';

describe('withPrerendered', () => {
  it('puts the page’s markup inside #root and leaves the rest of index.html as it was', () => {
    expect(withPrerendered(INDEX, '<main>Accueil</main>')).toBe(
      '<html><head></head><body><div id="root"><main>Accueil</main></div><div class="boot-late"></div></body>',
    );
  });

  it('keeps a « $ » of the page’s text as it is (no replacement pattern)', () => {
    expect(withPrerendered(INDEX, '<p>5 $& 6 $1</p>')).toContain('<p>5 $& 6 $1</p>');
  });

  it('refuses an index.html without an empty #root rather than send a page twice', () => {
    expect(() => withPrerendered('<div id="root">x</div>', '<main></main>')).toThrow();
  });
});
