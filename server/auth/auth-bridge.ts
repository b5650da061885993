import type { FastifyReply, FastifyRequest } from 'fastify';
import { authErrorMessage } from '@core/schemas/auth-messages';
import { loadPasswordEstimator } from '@core/rules/password-estimator';
import type { Auth } from './auth';
import { authPath, checkAuthRequest, type AuthProblem } from './auth-guard';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { knownDeviceCookie, knownDeviceFor } from './known-device';
import {
  memoryFailureStore,
  SIGN_IN_LIMITS,
  SignInThrottle,
  type FailureStore,
} from './sign-in-throttle';
import { isDuplicateSignUp, lookLikeACreation, type SignUpBody } from './sign-up-privacy';
import { refusedLinkLocation, requestedChange } from './email-change-taken';

export const SIGN_IN_LOCKED_MESSAGE = authErrorMessage('ACCOUNT_TEMPORARILY_LOCKED');

/** A refusal in better-auth's shape (`{ code, message, fields? }`), which the web's auth client reads. */
export function sendAuthProblem(reply: FastifyReply, problem: AuthProblem): FastifyReply {
  const { status, expireCookies, ...body } = problem;
  if (expireCookies) reply.header('set-cookie', expireCookies);
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * The handler of /api/auth/*: the input guard (auth-guard.ts), then better-auth, with the
 * bridge's own account rules around two endpoints — per-account sign-in throttle
 * (sign-in-throttle.ts, known-device.ts) and no account enumeration at sign-up
 * (sign-up-privacy.ts).
 */
export async function createAuthBridge(
  auth: Auth,
  origin: string,
  failures: FailureStore = memoryFailureStore(SIGN_IN_LIMITS.maxKeys),
) {
  const estimate = await loadPasswordEstimator();
  const context = await auth.$context;
  const { secret } = context;
  const secure =
    origin.startsWith('https://') || context.options.advanced?.useSecureCookies === true;
  // Shared by every instance when there are several (server/scale/profile.ts).
  const throttle = new SignInThrottle(SIGN_IN_LIMITS, () => Date.now(), failures);

  return async function handle(request: FastifyRequest, reply: FastifyReply) {
    const checked = checkAuthRequest(request, estimate);
    if ('problem' in checked) return sendAuthProblem(reply, checked.problem);
    const path = request.method === 'POST' ? authPath(request.url) : '';

    if (path === '/sign-in/email') {
      const { email } = checked.body as { email: string };
      const account = email.trim().toLowerCase();
      const attempt = {
        account,
        ip: request.ip,
        device: knownDeviceFor(request.headers.cookie, account, secret),
      };
      const verdict = await throttle.check(attempt);
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        return sendAuthProblem(reply, {
          status: 429,
          code: 'ACCOUNT_TEMPORARILY_LOCKED',
          message: SIGN_IN_LOCKED_MESSAGE,
        });
      }
      const response = await auth.handler(toFetchRequest(request, origin));
      if (response.status === 200) {
        await throttle.recordSuccess(attempt);
        reply.header('set-cookie', knownDeviceCookie(account, secret, secure));
      } else if (response.status === 401) {
        await throttle.recordFailure(attempt);
      }
      return sendFetchResponse(response, reply);
    }

    if (request.method === 'GET' && authPath(request.url) === '/verify-email') {
      const query = request.query as { token?: unknown; callbackURL?: unknown };
      const callbackURL = typeof query.callbackURL === 'string' ? query.callbackURL : null;
      const change = typeof query.token === 'string' ? requestedChange(query.token) : null;
      if (change) {
        // Taken by another account than the one asking (a second click on a link already used
        // finds the asker under the new address: better-auth answers that one itself).
        const holder = await context.internalAdapter.findUserByEmail(change.to);
        const asker = await context.internalAdapter.findUserByEmail(change.from);
        if (holder && asker && holder.user.id !== asker.user.id)
          return reply.redirect(refusedLinkLocation(callbackURL, 'USER_ALREADY_EXISTS'), 302);
      }
      const response = await auth.handler(toFetchRequest(request, origin));
      // Whatever else failed, the person who clicked a link gets the account page, not raw JSON.
      if (response.status >= 500)
        return reply.redirect(refusedLinkLocation(callbackURL, 'INVALID_TOKEN'), 302);
      return sendFetchResponse(response, reply);
    }

    const response = await auth.handler(toFetchRequest(request, origin));
    if (path === '/sign-up/email' && (await isDuplicateSignUp(response))) {
      return sendFetchResponse(
        await lookLikeACreation(checked.body as SignUpBody, (password) =>
          context.password.hash(password),
        ),
        reply,
      );
    }
    return sendFetchResponse(response, reply);
  };
}
