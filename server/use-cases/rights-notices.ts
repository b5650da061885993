import { randomBytes } from 'node:crypto';
import { CONTRACT_TIME_ZONE, isoDayOf } from '@core/rules/contract-date';
import { rightsCalendar } from '@core/rights/calendar';
import { daysBetween } from '@core/rights/grants';
import { dueReminder } from '@core/rights/notices';
import type { SessionUser } from '../auth/session-user';
import { AppError } from '../errors';
import { RIGHTS_MAIL_TEMPLATES } from '../mail/rights-mail-templates';
import { sha256Hex } from '../signature/secrets';
import type { UseCaseDeps } from './deps';
import { listRights } from './rights-register';

/**
 * What the rights register sends its owner without being asked (docs/rights-notices.md): the
 * reminders before each grant ends, and the private calendar feed of the end days. Both read
 * the grants through the register (listRights), which reads the stored contracts — nothing here
 * reads a contract's answers itself.
 */

/** The path of a calendar feed under the site's address; the token is the only credential. */
export const calendarPath = (token: string) => `/api/rights/calendar/${token}`;

/**
 * POST /api/rights/calendar: a new feed URL for the owner. The token (32 random bytes) is shown
 * once; only its SHA-256 is stored, so a read of the database cannot open the feed. Asking again
 * replaces it: the previous URL stops working.
 */
export async function createCalendarFeed(
  deps: Pick<UseCaseDeps, 'repositories' | 'config'>,
  user: SessionUser,
): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await deps.repositories.rightsNotices.saveCalendar(user.id, sha256Hex(token));
  return { url: `${deps.config.auth.baseUrl}${calendarPath(token)}` };
}

/** DELETE /api/rights/calendar: the feed stops working at once; 404 when there was none. */
export async function revokeCalendarFeed(
  deps: Pick<UseCaseDeps, 'repositories'>,
  user: SessionUser,
): Promise<void> {
  if (!(await deps.repositories.rightsNotices.deleteCalendar(user.id)))
    throw new AppError('RIGHTS_CALENDAR_NOT_FOUND');
}

/**
 * GET /api/rights/calendar/:token, without a session: the owner's grants' end days as an
 * iCalendar file. An unknown or revoked token answers 404, as any other missing page.
 */
export async function calendarFeed(
  deps: Pick<UseCaseDeps, 'repositories' | 'config'>,
  token: string,
  now: Date,
): Promise<string> {
  const ownerId = await deps.repositories.rightsNotices.calendarOwner(sha256Hex(token));
  if (!ownerId) throw new AppError('RIGHTS_CALENDAR_NOT_FOUND');
  const { rights } = await listRights(deps, ownerId, now);
  return rightsCalendar(rights, { now, host: new URL(deps.config.auth.baseUrl).hostname });
}

/** PUT /api/contracts/:id/reminders: the owner turns one contract's reminders on or off. */
export async function setContractReminders(
  deps: Pick<UseCaseDeps, 'repositories'>,
  user: SessionUser,
  contractId: string,
  enabled: boolean,
): Promise<{ enabled: boolean }> {
  if (!(await deps.repositories.rightsNotices.setReminders(user.id, contractId, enabled)))
    throw new AppError('CONTRACT_NOT_FOUND');
  return { enabled };
}

/**
 * The reminder sweep (the jobs runner, at start-up and hourly, once per cluster): for every
 * account with a confirmed address, each grant of its register ending within 60, 30 or 7 days
 * gets the reminder of the shortest delay not yet passed, once — the reminder is recorded before
 * it is queued, so a second sweep, on this instance or another, finds it and sends nothing.
 * Contracts whose owner turned reminders off are skipped. Returns how many were sent.
 */
export async function sweepRightsReminders(
  deps: Pick<UseCaseDeps, 'repositories' | 'mailer' | 'config'>,
  now: Date = new Date(),
): Promise<{ sent: number }> {
  const { rightsNotices } = deps.repositories;
  const today = isoDayOf(now, CONTRACT_TIME_ZONE);
  let sent = 0;
  for (const recipient of await rightsNotices.recipients()) {
    const [{ rights }, off] = await Promise.all([
      listRights(deps, recipient.id, now),
      rightsNotices.remindersOff(recipient.id),
    ]);
    for (const row of rights) {
      if (row.endsOn === null || off.has(row.contractId)) continue;
      const daysBefore = dueReminder(daysBetween(today, row.endsOn));
      if (daysBefore === null) continue;
      const key = { contractId: row.contractId, kind: row.kind, endsOn: row.endsOn, daysBefore };
      if (!(await rightsNotices.claimReminder(key))) continue;
      const message = RIGHTS_MAIL_TEMPLATES.reminder({
        row: { ...row, endsOn: row.endsOn },
        today,
        name: recipient.name,
        baseUrl: deps.config.auth.baseUrl,
      });
      deps.mailer.send({ to: recipient.email, ...message });
      sent += 1;
    }
  }
  return { sent };
}
