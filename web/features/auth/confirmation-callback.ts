/**
 * Where the confirmation e-mail's link leads: the page the user was on when creating the account,
 * without the one-off action that page was resuming (`redirectAction`: a download started then
 * must not start again when the link is opened, maybe days later). A bare « / » is left to the
 * server, which sends it to « Mon compte » (server/auth/auth-mail.ts).
 */
export function confirmationCallback(path: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.delete('redirectAction');
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
