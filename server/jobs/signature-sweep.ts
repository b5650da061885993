import type { FastifyInstance } from 'fastify';
import { sweepSignatureRequests } from '../use-cases/manage-signature-requests';

/** How often pending signature requests are looked at (expiry, reminders, a sealing to retry). */
export const SIGNATURE_SWEEP_MS = 15 * 60 * 1000;

/**
 * Runs the signature sweep (server/use-cases/manage-signature-requests.ts) at start-up and then
 * every quarter of an hour; the timer never keeps the process alive. One process per database
 * today: with several instances a reminder could go twice (issue 17 moves jobs to a shared queue).
 */
export function scheduleSignatureSweep(app: FastifyInstance): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const counts = await sweepSignatureRequests(app);
      if (counts.expired + counts.sealed + counts.reminded > 0)
        app.log.info(counts, 'Demandes de signature : passage du balayage');
    } catch (error) {
      app.log.error({ err: error }, 'Balayage des demandes de signature impossible');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), SIGNATURE_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
