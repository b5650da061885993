import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@core/schemas/auth-messages';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { anonymous, genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { betterAuthLogger } from './auth-logger';
import { authMailCallbacks } from './auth-mail';
import { discoveryUrl, trustedOrigins } from './providers';
import { secureCookies, visitorLifecycle } from './visitor-link';
import { endPendingResets, pendingResetsPlugin } from './pending-resets';
import { mayMailReset } from './reset-mail-limit';

export type AuthOptions = {
  database: Database;
  config: Pick<Config, 'auth' | 'production' | 'rateLimits'>;
  /** The app's logger: better-auth's messages go through its redaction (auth-logger.ts). */
  log?: FastifyBaseLogger;
  /**
   * Outgoing e-mail (verification, password reset). Absent (the start-up migration's instance),
   * those flows are off.
   */
  mailer?: Mailer;
};

/** A reset link and a verification link are valid one hour. */
export const EMAIL_LINK_SECONDS = 60 * 60;

/** Where better-auth answers; the SPA and every provider callback use these paths. */
export const AUTH_BASE_PATH = '/api/auth';
/** Cookie names start with this: `clausier.session_token` (`__Secure-` prefixed over HTTPS). */
export const COOKIE_PREFIX = 'clausier';
/** A session unused for this many days expires (renewed daily while used); the privacy page says so. */
export const SESSION_DAYS = 30;

/**
 * The identity service: email + password accounts, anonymous visitors, and the OAuth/OIDC
 * providers the environment switches on. Sessions live in the database (user/session/account/
 * verification tables, created by `migrateAuth`).
 */
export function createAuth({ database, config, log, mailer }: AuthOptions) {
  const { auth } = config;
  const secure = secureCookies(config.production, auth.baseUrl);
  const authWindow = Math.round(config.rateLimits.windowMs / 1000);
  // Visitor ↔ browser binding, the move at sign-in, and user deletion (server/auth/visitor-link.ts).
  const visitors = visitorLifecycle({ db: database.db, secret: auth.secret, secure });
  const mail = mailer ? authMailCallbacks(mailer) : undefined;
  return betterAuth({
    appName: 'Clausier',
    baseURL: auth.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: auth.secret,
    database: { db: database.db, type: database.dialect },
    trustedOrigins: trustedOrigins(auth, config.production),
    telemetry: { enabled: false },
    ...(log ? { logger: betterAuthLogger(log) } : {}),
    databaseHooks: visitors.databaseHooks,
    // A provider sign-in that fails lands on the home page with ?error=<code> (French text in
    // core/schemas/auth-messages.ts) instead of better-auth's English error page.
    onAPIError: { errorURL: `${auth.baseUrl}/` },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      // « Mot de passe oublié ? »: a one-time link for an hour, three e-mails per address per hour
      // at most (reset-mail-limit.ts); once used, every session of the account ends (a thief's
      // included) and the owner is told by e-mail.
      ...(mail
        ? {
            sendResetPassword: async (reset: {
              user: { id: string; email: string; name: string };
              url: string;
              token: string;
            }) => {
              if (await mayMailReset(database.db, reset.user.id, reset.token))
                await mail.sendResetPassword(reset);
            },
            onPasswordReset: async ({
              user,
            }: {
              user: { id: string; email: string; name: string };
            }) => {
              await endPendingResets(database.db, user.id);
              await mail.onPasswordReset({ user });
            },
            resetPasswordTokenExpiresIn: EMAIL_LINK_SECONDS,
            revokeSessionsOnPasswordReset: true,
          }
        : {}),
    },
    // The account works at once; the address is confirmed by a link sent at sign-up (and again
    // on request from the account page). A new address is only taken once confirmed.
    ...(mail
      ? {
          emailVerification: {
            sendOnSignUp: true,
            sendVerificationEmail: mail.sendVerificationEmail,
            expiresIn: EMAIL_LINK_SECONDS,
          },
          user: { changeEmail: { enabled: true } },
        }
      : {}),
    socialProviders: {
      ...(auth.google ? { google: { ...auth.google } } : {}),
      ...(auth.github ? { github: { ...auth.github } } : {}),
    },
    plugins: [
      anonymous({
        // The visitor's data becomes the account's (only from the browser the visitor was
        // made in); its sessions end in the same transaction, then the plugin deletes it.
        onLinkAccount: visitors.onLinkAccount,
      }),
      visitors.plugin,
      pendingResetsPlugin(database.db),
      genericOAuth({
        config: auth.oidc
          ? [
              {
                providerId: 'oidc',
                name: auth.oidc.name,
                discoveryUrl: discoveryUrl(auth.oidc.issuer),
                clientId: auth.oidc.clientId,
                clientSecret: auth.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ]
          : [],
      }),
    ],
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS, // renewed daily while used
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.production,
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/*': { window: authWindow, max: config.rateLimits.auth },
        '/sign-up/*': { window: authWindow, max: config.rateLimits.auth },
        // Each of these sends an e-mail: a mailbox must not be flooded from one address.
        '/request-password-reset': { window: authWindow, max: config.rateLimits.auth },
        '/send-verification-email': { window: authWindow, max: config.rateLimits.auth },
        '/change-email': { window: authWindow, max: config.rateLimits.auth },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // The Fastify plugin overwrites this header with request.ip (which honours TRUST_PROXY),
      // so a client cannot pick its own rate-limit key.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or completes better-auth's tables (SQLite or PostgreSQL); idempotent. */
export async function migrateAuth(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
