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
 * Answers up to 128 KiB are compressed at once, in the request's own turn, rather than through
 * a stream: on two cores the plugin's default sends anything above 8 KiB through a zlib stream
 * on libuv's threads, whose set-up and hops cost more than the compression itself for a text
 * preview (~60 KB): 9.1 → 7.9 ms per request over HTTP with gzip, 8.6 → 7.6 with brotli
 * (docs/decisions/0019). The loop is held ~1 ms for such an answer, ~2.5 ms at the ceiling;
 * bigger answers keep the stream.
 *
 * Request bodies are never inflated (`globalDecompression: false`): a compressed upload would
 * let a few kilobytes expand past the body limit's reading; a client that sends one gets the
 * same 4xx as any other unreadable body.
 */
/** The largest answer compressed in one call rather than streamed (see above). */
export const SYNC_COMPRESSION_MAX_BYTES = 128 * 1024;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  });
});
