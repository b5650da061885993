/**
 * The mailbox an address delivers to, for comparing two addresses: case-insensitive, and without
 * a `+` tag in the local part (« sophie+client@exemple.fr » reaches « sophie@exemple.fr » at every
 * major provider). The code that proves a signer's identity is sent there, so two slots — or the
 * sender and a counterparty — sharing a mailbox share the proof (LEGAL J20).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

/** Whether two addresses reach the same mailbox. */
export const sameMailbox = (a: string, b: string): boolean =>
  a.trim() !== '' && b.trim() !== '' && mailboxOf(a) === mailboxOf(b);
