import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from './security';

/** script-src 'self' only works if no page carries an inline script. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attrs, body]) => !/\bsrc=/.test(attrs ?? '') || (body ?? '').trim() !== '',
  );

describe('Content-Security-Policy', () => {
  it('allows scripts from our origin only', () => {
    expect(CSP_DIRECTIVES.scriptSrc).toEqual(["'self'"]);
    expect(CSP_DIRECTIVES.objectSrc).toEqual(["'none'"]);
    expect(CSP_DIRECTIVES.frameAncestors).toEqual(["'none'"]);
  });

  it('the SPA source page has no inline script', () => {
    expect(inlineScripts(readFileSync('web/index.html', 'utf8'))).toEqual([]);
  });

  it.runIf(existsSync('dist/web/index.html'))(
    'the built page (vite build) has no inline script',
    () => {
      expect(inlineScripts(readFileSync('dist/web/index.html', 'utf8'))).toEqual([]);
    },
  );
});
