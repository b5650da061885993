import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses the API's JSON answers (brotli, else gzip) above 1 KB: a contract's elements are
 * 30 KB of JSON that the editor waits for before its first paint (docs/design.md §7 « First
 * load »). Brotli at quality 4, not 11: answers are compressed per request, and 4 gives most of
 * the gain for a fraction of the time. Built files are not touched: the SPA sends its
 * precompressed copies with their Content-Encoding already set, which the plugin leaves alone,
 * and PDFs and Word files are not of a compressible type.
 *
 * Request bodies are never inflated (`globalDecompression: false`): a compressed upload would
 * let a few kilobytes expand past the body limit's reading; a client that sends one gets the
 * same 4xx as any other unreadable body.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
});
