import { AppError } from '../errors';

/**
 * Sanitize-html parses every tag into a tree, so a 100,000-character element
 * made of 16,000 nested <div> held the event loop ~0.3 s (several seconds on a loaded machine).
 * The editor writes a few tags per paragraph (strong, em, u, mark, br, one p or div), nested a
 * few deep: before any parsing, one linear scan counts tags and depth and refuses beyond these.
 */
export const MAX_HTML_DEPTH = 32;
export const MAX_TAGS_PER_ELEMENT = 1_000;
export const MAX_TAGS_PER_SAVE = 20_000;

const VOID = new Set([
  'br',
  'img',
  'hr',
  'input',
  'meta',
  'link',
  'wbr',
  'col',
  'area',
  'source',
  'base',
  'embed',
  'param',
  'track',
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;

export type HtmlShape = { tags: number; depth: number };

/** Tags and the deepest nesting (closing tags matched by count, as a browser would mostly do). O(n). */
export function htmlShape(html: string): HtmlShape {
  let tags = 0;
  let open = 0;
  let depth = 0;
  for (const match of html.matchAll(TAG)) {
    tags++;
    const [, closing, name = '', selfClosing] = match;
    if (VOID.has(name.toLowerCase()) || selfClosing) continue;
    if (closing) open = Math.max(0, open - 1);
    else depth = Math.max(depth, ++open);
  }
  return { tags, depth };
}

/** Throws EDITOR_HTML_TOO_COMPLEX (413, French) for one element's HTML, naming its path. */
export function assertHtmlBounded(html: string, path: string): HtmlShape {
  const shape = htmlShape(html);
  if (shape.depth > MAX_HTML_DEPTH || shape.tags > MAX_TAGS_PER_ELEMENT) {
    throw new AppError('EDITOR_HTML_TOO_COMPLEX', {
      fields: [{ path, message: 'Ce paragraphe contient trop de mise en forme imbriquée.' }],
    });
  }
  return shape;
}

/** All the HTML of one save: each element bounded, and their tags together. */
export function assertSaveHtmlBounded(items: Array<{ html: string; path: string }>): void {
  let total = 0;
  for (const { html, path } of items) {
    total += assertHtmlBounded(html, path).tags;
    if (total > MAX_TAGS_PER_SAVE) throw new AppError('EDITOR_HTML_TOO_COMPLEX');
  }
}
