/**
 * Where the confirmation e-mail's link leads: the page the user was on when creating the account,
 * without the one-off action that page was resuming (`redirectAction`: a download started then
 * must not start again when the link is opened, maybe days later), and with `email=verifie`, which
 * the page (or the page frame, components/layout/email-link-banner.tsx) turns into « Votre
 * adresse e-mail est confirmée. » — the home page included, which a bare « / » would not be (the
 * server sends a bare « / » to « Mon compte », server/auth/auth-mail.ts).
 */
export function confirmationCallback(path: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.delete('redirectAction');
  url.searchParams.set('email', 'verifie');
  return `${url.pathname}?${url.searchParams.toString()}${url.hash}`;
}
