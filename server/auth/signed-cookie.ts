import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * better-auth's signed cookies, read without building a Fetch Request. The format is
 * better-call's (`signCookieValue`): `encodeURIComponent(value + "." + base64(HMAC-SHA256(secret,
 * value)))`, the signature always 44 base64 characters ending in "=". These functions follow
 * better-call 1.4 step by step so both read the same cookie the same way.
 */

/** The first `name=value` of a Cookie header (better-call keeps the first too), URI-decoded. */
export function readCookie(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return null;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      // A pair without "=": skip it like better-call does.
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return decode(value);
    }
    index = end + 1;
  }
  return null;
}

function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The secret as a key object, made once per secret (saves a key import on every request). */
const keys = new Map<string, KeyObject>();
const keyOf = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
};

/** base64(HMAC-SHA256(secret, value)), the signature better-call appends. */
export const cookieSignature = (value: string, secret: string): string =>
  createHmac('sha256', keyOf(secret)).update(value).digest('base64');

/** `value.signature` as better-call writes it (before URI encoding). */
export const signCookieValue = (value: string, secret: string): string =>
  `${value}.${cookieSignature(value, secret)}`;

/**
 * The value of a signed cookie whose signature is the canonical one for `secret`, else null.
 * Compared in constant time. Stricter than better-call only for non-canonical base64 spellings
 * of a valid signature, which the caller hands to better-auth itself.
 */
export function verifySignedCookie(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = Buffer.from(cookieSignature(value, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
