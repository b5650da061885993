import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../auth/test-support';

/** What a raw socket gets back for `payload` (the server closes after answering). */
function exchange(port: number, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(payload));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy());
  });
}

/** Malformed HTTP never reaches a route: Node refuses it, and the answer is French JSON. */
describe('client errors before any request', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it.each([
    [
      'Content-Length beside Transfer-Encoding',
      'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\nabc',
    ],
    [
      'a bad chunk',
      'POST /api/feedback HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n',
    ],
    ['a request line that is not HTTP', 'BONJOUR\r\n\r\n'],
  ])('%s: 400 in French', async (_, payload) => {
    const answer = await exchange(port, payload);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'La requête HTTP est mal formée.' },
    });
  });

  it('20 KB of headers: 431 in French', async () => {
    const answer = await exchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer).error.message).toBe('Les en-têtes de la requête sont trop volumineux.');
  });

  it('a well-formed request is untouched', async () => {
    const answer = await exchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
