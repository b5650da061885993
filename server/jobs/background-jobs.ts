import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { useCaseDeps } from '../plugins/use-case-deps';
import { sweepSignatureRequests } from '../use-cases/manage-signature-requests';
import type { JobRunner } from './job-runner';
import { PURGE_EVERY_MS, purgeStaleVisitors } from './purge-stale-visitors';
import { SIGNATURE_SWEEP_MS } from './signature-sweep';
import { sweepRightsReminders } from '../use-cases/rights-notices';

/** How often the grants' end days are looked at for reminders (60, 30 and 7 days before). */
export const RIGHTS_REMINDER_SWEEP_MS = 60 * 60 * 1000;

/**
 * The server's periodic jobs, once per cluster: the GDPR purge of stale anonymous
 * visitors (daily), the signature sweep (every 15 minutes: reminders, expiry, a sealing to
 * retry, the evidence of a deleted account past its five years) and the reminders before the
 * rights a contract grants end (hourly). In this process without
 * REDIS_URL, through the shared BullMQ queue with it.
 */
export async function startBackgroundJobs(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<JobRunner> {
  const observe = app.metrics.observeJob;
  const runner = app.scale.jobRunner(app.log, observe);
  runner.every('purge-visiteurs', PURGE_EVERY_MS, async () => {
    const count = await purgeStaleVisitors(database, {
      retentionDays: config.anonymousRetentionDays,
    });
    if (count > 0) app.log.info(`${count} visiteur(s) anonyme(s) inactif(s) effacé(s)`);
  });
  runner.every('balayage-signatures', SIGNATURE_SWEEP_MS, async () => {
    const counts = await sweepSignatureRequests(useCaseDeps(app));
    if (counts.expired + counts.sealed + counts.reminded + counts.purged > 0)
      app.log.info(counts, 'Demandes de signature : passage du balayage');
  });
  runner.every('rappels-droits', RIGHTS_REMINDER_SWEEP_MS, async () => {
    const { sent } = await sweepRightsReminders(useCaseDeps(app));
    if (sent > 0) app.log.info({ sent }, 'Rappels de fin de droits envoyés');
  });
  await runner.start();
  return runner;
}
