import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moveStylesheetsFirst } from './stylesheet-first';

const VITE_HEAD = [
  '<head>',
  '    <title>Clausier</title>',
  '    <script type="module" crossorigin src="/assets/index-A.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-C.css">',
  '  </head>',
].join('\n');

/** The order in which a page's head asks for its files. */
const order = (html: string) =>
  [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1] ?? '');

describe('moveStylesheetsFirst', () => {
  it('puts the stylesheet before the entry script and its preloads, once', () => {
    const html = moveStylesheetsFirst(VITE_HEAD);
    expect(order(html)).toEqual(['index-C.css', 'index-A.js', 'vendor-B.js']);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain('<title>Clausier</title>');
  });

  it('leaves a page without stylesheet or without script as it is', () => {
    const noSheet = VITE_HEAD.replace(/ {4}<link rel="stylesheet"[^\n]*\n/, '');
    expect(moveStylesheetsFirst(noSheet)).toBe(noSheet);
    const noScript = '<head><link rel="stylesheet" href="/assets/a.css"></head>';
    expect(moveStylesheetsFirst(noScript)).toBe(noScript);
  });

  it.runIf(existsSync('dist/web/index.html'))('is applied to the built page', () => {
    // The font's preload comes first (web/index.html), then the stylesheet, then the scripts.
    const files = order(readFileSync('dist/web/index.html', 'utf8')).filter(
      (file) => !file.endsWith('.woff2'),
    );
    expect(files[0]).toMatch(/\.css$/);
    expect(files.filter((file) => file.endsWith('.css'))).toHaveLength(1);
  });
});
