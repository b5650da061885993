import sanitizeHtml from 'sanitize-html';

/**
 * docs/design.md §3: the only markup an editor element's HTML may keep — inline strong, em, u,
 * mark, line breaks, and p/div blocks whose only attribute is a text-align style. Everything else
 * is removed with its content when it can run or hide code (script, style, svg, math, noscript,
 * template, iframe, object…), or unwrapped to its text otherwise.
 */
const ALIGN = /^(left|center|right|justify)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'div', 'strong', 'em', 'u', 'mark', 'br'],
  allowedAttributes: { p: ['style'], div: ['style'] },
  allowedStyles: { p: { 'text-align': [ALIGN] }, div: { 'text-align': [ALIGN] } },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  // Their text is never shown: a <style> or <textarea> body is not contract text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'plaintext',
    'svg',
    'math',
    'object',
    'embed',
    'select',
  ],
  disallowedTagsMode: 'discard',
  // <b>/<i> pasted from other editors keep their meaning.
  transformTags: { b: 'strong', i: 'em' },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
};

/**
 * Sanitises one element's HTML. Idempotent (sanitize(sanitize(x)) === sanitize(x)): the
 * output holds only allowlisted tags with normalised attributes and escaped text, which the
 * same allowlist keeps unchanged. A second pass is run anyway and kept when it differs, so
 * a parser corner case can only ever make the output smaller, never let markup back in.
 */
export function sanitizeElementHtml(html: string): string {
  const once = sanitizeHtml(html, OPTIONS);
  const twice = sanitizeHtml(once, OPTIONS);
  return twice === once ? once : sanitizeElementHtml(twice);
}
