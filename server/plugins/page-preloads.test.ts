import { describe, expect, it } from 'vitest';
import { preloadsFor, routeMatches, withDataPreloads, withPreloads } from './page-preloads';

const TABLE = {
  '/': ['/assets/home-1.js'],
  '/wizard': ['/assets/wizard-1.js'],
  '/wizard/finalize/:contractId': ['/assets/finalize-1.js'],
  '/editor/:contractId': ['/assets/editor-1.js', '/assets/editor-1.css'],
};

describe('page preloads', () => {
  it('matches React Router paths, parameters included', () => {
    expect(routeMatches('/editor/:contractId', '/editor/abc')).toBe(true);
    expect(routeMatches('/editor/:contractId', '/editor/abc/')).toBe(true);
    expect(routeMatches('/editor/:contractId', '/editor/')).toBe(false);
    expect(routeMatches('/editor/:contractId', '/editor/a/b')).toBe(false);
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '/wizard')).toBe(false);
  });

  it('gives each page its own files, nothing for an unknown page', () => {
    expect(preloadsFor(TABLE, '/wizard')).toEqual(['/assets/wizard-1.js']);
    expect(preloadsFor(TABLE, '/wizard/finalize/42')).toEqual(['/assets/finalize-1.js']);
    expect(preloadsFor(TABLE, '/')).toEqual(['/assets/home-1.js']);
    expect(preloadsFor(TABLE, '/nowhere')).toEqual([]);
  });

  it('announces scripts as module preloads and styles as style preloads, in the head', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(html, TABLE['/editor/:contractId'])).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/editor-1.js"><link rel="preload" as="style" crossorigin href="/assets/editor-1.css"></head><body></body></html>',
    );
    expect(withPreloads(html, [])).toBe(html);
  });

  it('announces API reads as fetch preloads, each path escaped inside its attribute', () => {
    const html = '<html><head></head><body></body></html>';
    expect(withDataPreloads(html, ['/api/contracts/1', '/api/a"b<c>&d'])).toBe(
      '<html><head><link rel="preload" as="fetch" crossorigin href="/api/contracts/1"><link rel="preload" as="fetch" crossorigin href="/api/a&quot;b&lt;c&gt;&amp;d"></head><body></body></html>',
    );
    expect(withDataPreloads(html, [])).toBe(html);
  });
});
