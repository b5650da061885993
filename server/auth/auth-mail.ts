import { verificationClaims } from './email-change-taken';
import type { Mailer } from '../mail/mailer';
import { MAIL_TEMPLATES } from '../mail/mail-templates';

/** Where a verification link lands when the request named no page: the account page says it. */
export const VERIFIED_CALLBACK = '/compte?email=verifie';

type Person = { email: string; name?: string | null };

/** The claims of better-auth's e-mail verification token (a JWT), read only to pick the words. */
function verificationPurpose(token: string): 'sign-up' | 'change-email' {
  const claims = verificationClaims(token);
  return claims?.updateTo || claims?.requestType === 'change-email-verification'
    ? 'change-email'
    : 'sign-up';
}

/** better-auth builds `…/verify-email?token=…&callbackURL=/`: send a bare « / » to the account page. */
function withAccountCallback(url: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (!callback || callback === '/') link.searchParams.set('callbackURL', VERIFIED_CALLBACK);
  return link.toString();
}

/**
 * better-auth's e-mail callbacks, each handing a French message to the mailer and
 * returning at once: better-auth awaits them inside the request, and a slow or broken mail
 * server must neither delay nor fail a sign-up or a reset request.
 */
export function authMailCallbacks(mailer: Mailer) {
  const send = (
    to: Person,
    message: ReturnType<(typeof MAIL_TEMPLATES)[keyof typeof MAIL_TEMPLATES]>,
  ) => mailer.send({ to: to.email, ...message });
  return {
    sendResetPassword: async ({ user, url }: { user: Person; url: string }) =>
      send(user, MAIL_TEMPLATES.resetPassword({ name: user.name, url })),
    onPasswordReset: async ({ user }: { user: Person }) =>
      send(user, MAIL_TEMPLATES.passwordChanged({ name: user.name })),
    sendVerificationEmail: async ({
      user,
      url,
      token,
    }: {
      user: Person;
      url: string;
      token: string;
    }) => {
      const link = withAccountCallback(url);
      if (verificationPurpose(token) === 'change-email')
        send(
          user,
          MAIL_TEMPLATES.changeEmail({ name: user.name, newEmail: user.email, url: link }),
        );
      else send(user, MAIL_TEMPLATES.verifyEmail({ name: user.name, url: link }));
    },
  };
}
