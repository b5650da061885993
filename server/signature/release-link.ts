import { createHmac } from 'node:crypto';
import { canonicalTerms, type ReleaseTerms } from '@core/releases/terms';
import { sha256Hex } from './secrets';

/**
 * A séance's public link (docs/releases.md). Its token is the HMAC of the séance's id under the
 * server's secret, like a signing link's: unguessable, shown again on the printable page without
 * being stored (the database keeps its SHA-256), and void for every séance if the secret rotates.
 */
export const releaseToken = (secret: string, releaseId: string): string =>
  createHmac('sha256', secret).update(`clausier-seance:${releaseId}`).digest('base64url');

export const releaseTokenHash = (token: string): string => sha256Hex(token);

/** The SHA-256 of the terms in their canonical form: what the photographer consented to. */
export const termsSha256 = (terms: ReleaseTerms): string => sha256Hex(canonicalTerms(terms));
