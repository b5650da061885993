import type { Config } from '../config';
import type { Repositories } from '../db/repositories/repositories';
import type { Mailer } from '../mail/mailer';
import type { PdfRenderer } from '../render/pdf/pdf-renderer';
import type { Sealer } from '../seal/sealer';

/** Where a use case reports what no caller waits for (the app's pino logger). */
export type Log = { error: (details: object, message: string) => void };

/**
 * Everything a use case may be given, as plain arguments rather than the Fastify instance: the
 * routes and the jobs build it once from the app (server/plugins/use-case-deps.ts). Each use case
 * takes the part it reads (`Pick<UseCaseDeps, 'repositories' | 'mailer'>`), so its signature says
 * which storage and which outputs a call can reach.
 */
export type UseCaseDeps = {
  repositories: Repositories;
  renderer: PdfRenderer;
  mailer: Mailer;
  sealer: Sealer;
  config: Config;
  log: Log;
  /** The present moment: the one source of « now » for dates written and deadlines compared. */
  clock: () => Date;
};
