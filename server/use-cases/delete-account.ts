import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Auth } from '../auth/auth';
import { EMAIL_LINK_SECONDS } from '../auth/auth';
import { eraseUsers } from '../auth/erase-user';
import { AppError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { MAIL_TEMPLATES } from '../mail/mail-templates';
import type { AuthTables } from '../db/auth-tables';
import { SIGNATURE_MAIL_TEMPLATES } from '../mail/signature-mail-templates';
import { listOwnedRequests, listSigners } from '../db/repositories/signatures';

/** The account's requests still waiting for signatures, with their signers. */
async function pendingRequestsOf(db: Kysely<DB>, userId: string) {
  const pending = (await listOwnedRequests(db, userId)).filter((r) => r.status === 'pending');
  return Promise.all(
    pending.map(async (request) => ({ request, signers: await listSigners(db, request.id) })),
  );
}

/** The verification row of an e-mailed deletion link (better-auth's table, our identifier). */
const deletionIdentifier = (token: string) => `clausier-delete-account:${token}`;

export type DeletionRequest = { password?: string; token?: string };
export type DeletionOutcome = 'deleted' | 'confirmation-sent';

/**
 * Deletes an account and everything it owns(GDPR art. 17). Proof that the
 * person at the keyboard owns it: the password for an account that has one; otherwise (provider
 * sign-in only) a one-time link e-mailed to the account's address, valid one hour, whose token
 * comes back here. Then one transaction erases every row (server/auth/erase-user.ts), which ends
 * every session — but for the evidence of contracts everyone signed, kept pseudonymised for the
 * other signers (LEGAL J21) — and a confirmation is e-mailed to the address that was the account's.
 */
export async function deleteAccount(
  deps: { db: Kysely<DB>; auth: Auth; mailer: Mailer; baseUrl: string },
  userId: string,
  request: DeletionRequest,
  now: Date = new Date(),
): Promise<DeletionOutcome> {
  const tables = deps.db.withTables<AuthTables>();
  const user = await tables
    .selectFrom('user')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('UNAUTHENTICATED');
  const credential = await tables
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();

  // better-auth's own helpers: its password hashing, and its verification rows (stored as its
  // adapter stores dates on each database, consumed once, atomically, expiry checked).
  const context = await deps.auth.$context;
  if (credential?.password) {
    if (!request.password) throw new AppError('PASSWORD_REQUIRED');
    const valid = await context.password.verify({
      hash: credential.password,
      password: request.password,
    });
    if (!valid) throw new AppError('WRONG_PASSWORD');
  } else if (request.token) {
    // Another account's token must not burn the owner's link: look first, consume after.
    const identifier = deletionIdentifier(request.token);
    const pending = await context.internalAdapter.findVerificationValue(identifier);
    if (pending?.value !== userId) throw new AppError('DELETION_LINK_INVALID');
    const link = await context.internalAdapter.consumeVerificationValue(identifier);
    if (link?.value !== userId) throw new AppError('DELETION_LINK_INVALID');
  } else {
    const token = randomBytes(24).toString('base64url');
    await context.internalAdapter.createVerificationValue({
      identifier: deletionIdentifier(token),
      value: userId,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_SECONDS * 1000),
    });
    const url = `${deps.baseUrl}/compte?supprimer=${encodeURIComponent(token)}`;
    deps.mailer.send({
      to: user.email,
      ...MAIL_TEMPLATES.confirmDeletion({ name: user.name, url }),
    });
    return 'confirmation-sent';
  }

  const unsigned = await pendingRequestsOf(deps.db, userId);
  const keptEvidence = await eraseUsers(deps.db, [userId]);
  // Their links now answer 404 like any unknown link: each signer hears why from us first.
  for (const { request, signers } of unsigned)
    for (const signer of signers) {
      if (signer.status === 'refused') continue;
      deps.mailer.send({
        to: signer.email,
        ...SIGNATURE_MAIL_TEMPLATES.cancelled({
          name: signer.name,
          title: request.title,
          why: `${request.sender} a supprimé son compte Clausier.`,
          you: signer.status,
        }),
      });
    }
  // The development outbox's messages to the account (links, name) go with it; the notice
  // below is the one left, telling the person their account is gone (and what is kept).
  await deps.mailer.forget(user.email);
  deps.mailer.send({
    to: user.email,
    ...MAIL_TEMPLATES.accountDeleted({ name: user.name, keptEvidence }),
  });
  return 'deleted';
}
