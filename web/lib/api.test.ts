// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE, toApiError } from './api';
import { parseSessionUser } from './session';

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );

describe('toApiError', () => {
  it('reads the docs/design.md §4 error shape', () => {
    const error = toApiError(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Les données envoyées sont invalides.',
        fields: [{ path: 'title', message: 'Requis' }],
      },
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Les données envoyées sont invalides.',
    });
    expect(error.fields).toEqual([{ path: 'title', message: 'Requis' }]);
  });

  it('keeps the details an answer adds to its message', () => {
    const details = { reason: 'cancelled', by: 'Camille Durand' };
    const error = toApiError(410, {
      error: { code: 'SIGNATURE_CLOSED', message: 'La demande a été annulée.', details },
    });
    expect(error.details).toEqual(details);
    expect(toApiError(400, { error: { code: 'X', message: 'Y' } }).details).toBeUndefined();
  });

  it('falls back to a French message and an HTTP code for an unexpected body', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toBe('Une erreur inattendue est survenue. Veuillez réessayer.');
  });
});

describe('apiFetch', () => {
  it('validates the response with the given schema', async () => {
    respond(200, { id: 'c1' });
    const data = await apiFetch('/api/contracts', {
      method: 'POST',
      body: {},
      schema: z.object({ id: z.string() }),
    });
    expect(data.id).toBe('c1');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{}' });
  });

  it('validates with a schema still loading, once the answer is in', async () => {
    respond(200, { id: 'c1' });
    let loaded = false;
    const schema = new Promise<z.ZodObject<{ id: z.ZodString }>>((resolve) =>
      setTimeout(() => {
        loaded = true;
        resolve(z.object({ id: z.string() }));
      }, 20),
    );
    const data = await apiFetch('/api/x', { schema });
    expect(loaded).toBe(true);
    expect(data.id).toBe('c1');
    respond(200, { id: 42 });
    await expect(
      apiFetch('/api/x', { schema: Promise.resolve(z.object({ id: z.string() })) }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('says a schema that could not load as a network failure, in French', async () => {
    respond(200, { id: 'c1' });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failure = await apiFetch('/api/x', {
        schema: Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
      // The call failing first leaves the schema's own failure handled, not reported.
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      await expect(
        apiFetch('/api/x', { schema: Promise.reject(new Error('pas de fichier')) }),
      ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('rejects a response that does not match the schema', async () => {
    respond(200, { id: 42 });
    await expect(
      apiFetch('/api/x', { schema: z.object({ id: z.string() }) }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('throws ApiError with the server code on 404', async () => {
    respond(404, { error: { code: 'CONTRACT_NOT_FOUND', message: 'Ce contrat n’existe pas.' } });
    const failure = await apiFetch('/api/contracts/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      code: 'CONTRACT_NOT_FOUND',
      message: 'Ce contrat n’existe pas.',
    });
  });

  it('turns a network failure into a French NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/health')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('parseSessionUser', () => {
  it('keeps a well-formed user and flags anonymous ones', () => {
    expect(
      parseSessionUser({
        session: {},
        user: { id: 'u', email: 'a@b.fr', name: 'A', isAnonymous: true },
      }),
    ).toEqual({
      id: 'u',
      email: 'a@b.fr',
      name: 'A',
      image: null,
      isAnonymous: true,
    });
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser({ user: { id: 1 } })).toBeNull();
  });
});
