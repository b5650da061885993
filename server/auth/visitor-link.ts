import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { encodeMovedData, MOVED_DATA_COOKIE, movedDataMessage } from '@core/rules/moved-data';
import type { DB } from '../db/schema';
import { userDeletionHooks } from './erase-user';
import { moveAnonymousData } from './move-anonymous-data';
import { readCookie } from './signed-cookie';

/**
 * Binds an anonymous visitor to the browser that created it.
 *
 * An anonymous session is only a cookie; a cookie can be planted in someone else's browser
 * (a sibling subdomain writing a parent-domain cookie, a shared computer, a network attacker on
 * plain HTTP). The victim then saved their drafts under the planter's visitor — which the
 * planter could read — and at sign-up the planter's contracts moved into the victim's account.
 *
 * So when a visitor is minted, the same answer sets a second cookie, the *binding*: an HMAC of
 * the visitor's id under the auth secret, HttpOnly, and `__Host-` prefixed over HTTPS (a cookie
 * no other host, subdomain or plain-HTTP page can set). Only the browser that received the
 * visitor holds it. Then:
 * - a request whose anonymous session comes without its binding is treated as having no
 *   session (visitorBindingPlugin): it reads nothing of that visitor, and its first write mints
 *   a visitor of its own;
 * - at sign-in, the visitor's data moves to the account only with the binding
 *   (`onLinkAccount`); without it nothing moves, and the foreign visitor is left for the
 *   retention purge rather than erased by someone else's sign-in.
 *
 * SameSite=Lax rather than Strict: an OAuth provider's redirect back to
 * /api/auth/callback/* is a cross-site navigation, which carries Lax cookies but not Strict
 * ones, and the move happens there. Lax adds no exposure: the cookie only ever vouches for the
 * visitor minted in that same browser.
 */
const BINDING_NAME = 'clausier.visitor_binding';
/** Longer than any anonymous session can live unused (30-day sessions, 30-day retention). */
const BINDING_MAX_AGE = 60 * 60 * 24 * 400;
/** The « moved » notice is read by the page right after the sign-in it follows. */
const MOVED_MAX_AGE = 10 * 60;

export type VisitorLinkOptions = { db: Kysely<DB>; secret: string; secure: boolean };

/** Cookies are Secure (and the binding `__Host-`) in production or whenever the site is HTTPS. */
export const secureCookies = (production: boolean, baseUrl: string) =>
  production || baseUrl.startsWith('https://');

export const bindingCookieName = (secure: boolean) =>
  secure ? `__Host-${BINDING_NAME}` : BINDING_NAME;

/** The binding of a visitor: base64url(HMAC-SHA256(secret, "visitor-binding:" + id)). */
export const bindingValue = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`visitor-binding:${userId}`).digest('base64url');

/** Whether this Cookie header holds the binding of `userId` (constant-time comparison). */
export function holdsBinding(
  cookieHeader: string | null | undefined,
  userId: string,
  options: Omit<VisitorLinkOptions, 'db'>,
): boolean {
  if (!cookieHeader) return false;
  const given = readCookie(cookieHeader, bindingCookieName(options.secure));
  if (!given) return false;
  const expected = Buffer.from(bindingValue(options.secret, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

type CookieOptions = {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict';
  path?: string;
  maxAge?: number;
};
/** The part of better-auth's endpoint context these hooks use. */
type EndpointContext = {
  headers?: Headers;
  request?: Request;
  setCookie: (name: string, value: string, options?: CookieOptions) => unknown;
};

const cookieHeaderOf = (ctx: Pick<EndpointContext, 'headers' | 'request'> | undefined) =>
  ctx?.headers?.get('cookie') ?? ctx?.request?.headers.get('cookie') ?? null;

/**
 * Everything about a visitor's life that better-auth's options need, in one place: the binding
 * cookie set when a visitor is minted (a better-auth plugin), the move at sign-in
 * (`onLinkAccount` of the anonymous plugin) and the deletion hooks (server/auth/erase-user.ts).
 */
export function visitorLifecycle(options: VisitorLinkOptions) {
  const { db, secure } = options;
  /** Visitors whose deletion must be skipped once: refused at a sign-in (see above). */
  const spared = new Set<string>();
  const cookieBase = { secure, sameSite: 'lax' as const, path: '/' };

  const plugin = {
    id: 'clausier-visitor-binding',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/anonymous',
          handler: createAuthMiddleware(async (ctx) => {
            const user = ctx.context.newSession?.user as
              { id: string; isAnonymous?: boolean | null } | undefined;
            if (!user?.isAnonymous) return;
            ctx.setCookie(bindingCookieName(secure), bindingValue(options.secret, user.id), {
              ...cookieBase,
              httpOnly: true,
              maxAge: BINDING_MAX_AGE,
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  async function onLinkAccount({
    anonymousUser,
    newUser,
    ctx,
  }: {
    anonymousUser: { user: { id: string } };
    newUser: { user: { id: string } };
    ctx?: EndpointContext | null;
  }): Promise<void> {
    const visitorId = anonymousUser.user.id;
    if (!holdsBinding(cookieHeaderOf(ctx ?? undefined), visitorId, options)) {
      spared.add(visitorId);
      return;
    }
    const moved = await moveAnonymousData(db, visitorId, newUser.user.id);
    if (!ctx) return;
    // The binding vouched for a visitor that no longer exists.
    ctx.setCookie(bindingCookieName(secure), '', { ...cookieBase, httpOnly: true, maxAge: 0 });
    if (movedDataMessage(moved)) {
      ctx.setCookie(MOVED_DATA_COOKIE, encodeMovedData(moved), {
        ...cookieBase,
        httpOnly: false,
        maxAge: MOVED_MAX_AGE,
      });
    }
  }

  return {
    plugin,
    onLinkAccount,
    databaseHooks: userDeletionHooks(db, (id) => spared.delete(id)),
  };
}
