import { getNonce, setNonce } from 'get-nonce';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptCspNonce } from './csp-nonce';

function pageWith(nonce: string | null): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (nonce !== null) {
    const meta = doc.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', nonce);
    doc.head.append(meta);
  }
  return doc;
}

describe('adoptCspNonce', () => {
  afterEach(() => setNonce(''));

  it('hands the page’s nonce to the dialogs’ style writer', () => {
    expect(adoptCspNonce(pageWith('bm9uY2UtMTIz'))).toBe('bm9uY2UtMTIz');
    expect(getNonce()).toBe('bm9uY2UtMTIz');
  });

  it('ignores the unfilled placeholder and a page without the tag', () => {
    expect(adoptCspNonce(pageWith('__CSP_NONCE__'))).toBeUndefined();
    expect(adoptCspNonce(pageWith(null))).toBeUndefined();
    expect(getNonce()).toBeFalsy();
  });
});
