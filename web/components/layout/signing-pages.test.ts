// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSigningPage } from './signing-pages';

describe('isSigningPage', () => {
  it('is the signer’s page and the verification page', () => {
    expect(isSigningPage('/signer/abc123')).toBe(true);
    expect(isSigningPage('/verifier')).toBe(true);
  });
  it('is no other page, even one whose name starts alike', () => {
    expect(isSigningPage('/')).toBe(false);
    expect(isSigningPage('/contracts')).toBe(false);
    expect(isSigningPage('/verifier-autre')).toBe(false);
    expect(isSigningPage('/signer')).toBe(false);
  });
});
