import type { Socket } from 'node:net';

/**
 * Node's own refusals, before Fastify sees a request (a malformed request line, Content-Length
 * beside Transfer-Encoding, a bad chunk, 16 KB of headers, a body that stalls): Fastify answered
 * them in English (« Client Error »). Same French JSON as every other error of the API.
 */
type Answer = { status: number; reason: string; code: string; message: string };

const BAD_REQUEST: Answer = {
  status: 400,
  reason: 'Bad Request',
  code: 'BAD_REQUEST',
  message: 'La requête HTTP est mal formée.',
};
const ANSWERS: Record<string, Answer> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'REQUEST_TIMEOUT',
    message: 'La requête n’est pas arrivée en entier à temps.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    message: 'Les en-têtes de la requête sont trop volumineux.',
  },
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  socket.destroy(error);
}
