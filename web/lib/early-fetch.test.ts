// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api';
import { forgetEarlyResponses, startEarlyFetches } from './early-fetch';

afterEach(() => {
  forgetEarlyResponses();
  vi.unstubAllGlobals();
});

/** A fetch answering each call with the next status, counting the calls per path. */
function serve(...statuses: number[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      const status = statuses.shift() ?? 200;
      return new Response(JSON.stringify({ n: calls.length }), { status });
    }),
  );
  return calls;
}

describe('early answers', () => {
  it('serve the first read of the same path, once', async () => {
    const calls = serve(200, 200);
    startEarlyFetches(['/api/contracts']);
    expect(await apiFetch('/api/contracts')).toEqual({ n: 1 });
    expect(calls).toEqual(['/api/contracts']);
    // The second read is a new request: an early answer is never served twice.
    expect(await apiFetch('/api/contracts')).toEqual({ n: 2 });
    expect(calls).toEqual(['/api/contracts', '/api/contracts']);
  });

  it('are asked again when they failed (e.g. sent before the session existed)', async () => {
    const calls = serve(401, 200);
    startEarlyFetches(['/api/user-profile']);
    expect(await apiFetch('/api/user-profile')).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('never answer a write, another path, or a read after the session changed', async () => {
    const calls = serve();
    startEarlyFetches(['/api/contracts']);
    await apiFetch('/api/contracts', { method: 'POST', body: {} });
    await apiFetch('/api/contracts/x');
    expect(calls).toEqual(['/api/contracts', '/api/contracts', '/api/contracts/x']);
    forgetEarlyResponses();
    await apiFetch('/api/contracts');
    expect(calls).toHaveLength(4);
  });
});
