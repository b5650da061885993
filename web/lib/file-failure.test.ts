// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { fileFailureMessage } from './file-failure';

describe('the message of a failed download', () => {
  const FALLBACK = 'Impossible de générer le PDF du contrat.';

  it('is the server’s when it says what to change', () => {
    for (const [status, code] of [
      [400, 'VALIDATION_FAILED'],
      [422, 'UNPRINTABLE_CHARACTERS'],
      [413, 'DOCUMENT_TOO_LARGE'],
      [422, 'DOCUMENT_TOO_COMPLEX'],
      [422, 'RENDER_TIMEOUT'],
      [429, 'RENDER_BUSY'],
    ] as const)
      expect(fileFailureMessage(new ApiError(status, code, `message ${code}`), FALLBACK)).toBe(
        `message ${code}`,
      );
  });

  it('is the screen’s own otherwise: a server fault, the network, any other error', () => {
    expect(fileFailureMessage(new ApiError(500, 'INTERNAL', 'Erreur interne'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(fileFailureMessage(new ApiError(0, 'NETWORK_ERROR', 'Réseau'), FALLBACK)).toBe(FALLBACK);
    expect(fileFailureMessage(new Error('no document'), FALLBACK)).toBe(FALLBACK);
  });
});
