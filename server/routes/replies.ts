import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition, FILE_MIME, type DownloadFormat } from '@core/rules/export-file-name';

/**
 * What several route folders share about the HTTP exchange itself (a file beside the route
 * folders, which may not import each other).
 */

/** Who and from where, for the signature evidence log (TRUST_PROXY makes `ip` the client's). */
export const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/**
 * A generated file as the answer, never cached (it holds a contract): downloaded (attachment) or
 * shown in the browser's own viewer (inline). `name` is the final, sanitised file name.
 */
export const sendFile = (
  reply: FastifyReply,
  body: Buffer | string,
  format: DownloadFormat,
  name: string,
  inline = false,
) =>
  reply
    .type(FILE_MIME[format])
    .header(
      'content-disposition',
      inline ? contentDisposition(name).replace(/^attachment/, 'inline') : contentDisposition(name),
    )
    .header('content-length', Buffer.byteLength(body))
    .header('cache-control', 'no-store')
    .send(body);
