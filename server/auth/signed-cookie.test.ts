import { describe, expect, it } from 'vitest';
import { readCookie, signCookieValue, verifySignedCookie } from './signed-cookie';

const SECRET = 'clausier-test-secret-0123456789abcdef';

describe('readCookie', () => {
  it('reads the first pair of that name, trimmed, unquoted and URI-decoded like better-call', () => {
    expect(readCookie('a=1; clausier.session_token=t%2Bk; b=2', 'clausier.session_token')).toBe(
      't+k',
    );
    expect(readCookie('x=1;  n = "quoted" ; n=second', 'n')).toBe('quoted');
    expect(readCookie('junk; n=v', 'n')).toBe('v');
    expect(readCookie('n=%E0%A4%A', 'n')).toBe('%E0%A4%A');
  });

  it('does not mistake a longer name for the one asked', () => {
    expect(readCookie('__Secure-clausier.session_token=x', 'clausier.session_token')).toBeNull();
    expect(readCookie('clausier.session_token_2=x', 'clausier.session_token')).toBeNull();
    expect(readCookie('', 'n')).toBeNull();
  });
});

describe('verifySignedCookie', () => {
  const signed = signCookieValue('token123', SECRET);

  it('returns the value of a cookie signed with the secret', () => {
    expect(signed).toMatch(/^token123\.[A-Za-z0-9+/]{43}=$/);
    expect(verifySignedCookie(signed, SECRET)).toBe('token123');
  });

  it('refuses another secret, a changed value, a changed or malformed signature', () => {
    expect(verifySignedCookie(signed, `${SECRET}x`)).toBeNull();
    expect(verifySignedCookie(signed.replace('token123', 'token124'), SECRET)).toBeNull();
    const signature = signed.slice('token123.'.length);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifySignedCookie(`token123.${flipped}`, SECRET)).toBeNull();
    expect(verifySignedCookie('token123', SECRET)).toBeNull();
    expect(verifySignedCookie(`token123.${signature.slice(0, -1)}`, SECRET)).toBeNull();
    expect(verifySignedCookie(`token123.${'é'.repeat(43)}=`, SECRET)).toBeNull();
    expect(verifySignedCookie(`.${signature}`, SECRET)).toBeNull();
  });
});
