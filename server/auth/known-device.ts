import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIE_PREFIX } from './auth';
import { readCookie } from './signed-cookie';

/**
 * "This browser has signed in to this account before": a cookie set after a successful e-mail
 * sign-in, `nonce.HMAC(secret, account + nonce)`. It proves nothing about the password; it only
 * lets the sign-in throttle give this browser its own failure counter, so an attacker on the
 * same IP (a NAT, an office) or hammering the account from many IPs does not lock the owner out
 * of the browser they always use. One account per browser (the last one signed in).
 */
export const KNOWN_DEVICE_COOKIE = `${COOKIE_PREFIX}.known_device`;
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** Sent only to the sign-in endpoint, nowhere else. */
const COOKIE_PATH = '/api/auth/sign-in';

const signature = (secret: string, account: string, nonce: string) =>
  createHmac('sha256', secret).update(`known-device|${account}|${nonce}`).digest('base64url');

/** The browser's id for this account when its cookie was issued for it, else null. */
export function knownDevice(
  cookieHeader: string | undefined,
  account: string,
  secret: string,
): string | null {
  const value = cookieHeader ? readCookie(cookieHeader, KNOWN_DEVICE_COOKIE) : null;
  if (!value) return null;
  const [nonce, given] = value.split('.');
  if (!nonce || !given || !/^[\w-]{22}$/.test(nonce)) return null;
  const expected = Buffer.from(signature(secret, account, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

/** The Set-Cookie header marking this browser as known for `account`. */
export function knownDeviceCookie(account: string, secret: string, secure: boolean): string {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${signature(secret, account, nonce)}`;
  const name = secure ? `__Secure-${KNOWN_DEVICE_COOKIE}` : KNOWN_DEVICE_COOKIE;
  return `${name}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads the cookie under either name (`__Secure-` over HTTPS). */
export function knownDeviceFor(
  cookieHeader: string | undefined,
  account: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  const secureHeader = cookieHeader.replaceAll(
    `__Secure-${KNOWN_DEVICE_COOKIE}=`,
    `${KNOWN_DEVICE_COOKIE}=`,
  );
  return knownDevice(secureHeader, account, secret);
}
