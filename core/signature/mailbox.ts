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

/** Said of a signer's blank address, and of one that is not an address. */
export const ADDRESS_MISSING_MESSAGE = 'Indiquez l’adresse e-mail de ce signataire.';
export const ADDRESS_INVALID_MESSAGE = 'Adresse e-mail invalide.';

/** Said of a signer whose address reaches another signer's mailbox. */
export const SAME_ADDRESS_MESSAGE =
  'Chaque signataire doit avoir sa propre adresse e-mail\u00a0: le code envoyé à cette adresse prouve que c’est bien lui qui signe.';

/** Whether two addresses reach the same mailbox. */
export const sameMailbox = (a: string, b: string): boolean =>
  a.trim() !== '' && b.trim() !== '' && mailboxOf(a) === mailboxOf(b);
