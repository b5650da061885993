import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The secrets of a signing link and its code. Neither is stored: the database
 * keeps their SHA-256, so a copy of it lets nobody sign. A link's token is the HMAC of its
 * signer's id under the server's secret (256 bits, unguessable without the secret), so the same
 * link can be e-mailed again in a reminder or when a signer's turn comes without keeping it; a
 * code is 6 random digits, made safe by its short life and the few attempts it allows.
 */
export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

export const signingToken = (secret: string, signerId: string): string =>
  createHmac('sha256', secret).update(`clausier-signature:${signerId}`).digest('base64url');

export const signingTokenHash = (token: string): string => sha256Hex(token);

/** A code is hashed with its signer's id: the same digits for two signers hash differently. */
export const codeHash = (signerId: string, code: string): string =>
  sha256Hex(`${signerId}:${code}`);

export const newSigningCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
