import type { VerifyChildReply } from './verify-pool';
import { verifyEverySignature } from './verify-pdf';

/**
 * One verification process of the pool (verify-pool.ts): receives `{ id, pdf }`, answers what
 * every signature of the file says. Bundled as dist/server/verify-child.js (tsup.config.ts).
 */
function reply(message: VerifyChildReply) {
  if (!process.connected) process.exit(0);
  process.send?.(message, undefined, undefined, (error) => {
    if (error) process.exit(0);
  });
}

process.on('message', (message: { id: number; pdf: Uint8Array }) => {
  void verifyEverySignature(message.pdf).then((report) => reply({ id: message.id, report }));
});
// The server closing the channel (stopped or killed) ends this process too.
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
