import {
  ADDRESS_INVALID_MESSAGE,
  ADDRESS_MISSING_MESSAGE,
  SAME_ADDRESS_MESSAGE,
  mailboxOf,
} from '@core/signature/mailbox';

/** Close to what the server's schema accepts: one « @ », a dot in the domain, no space. */
const LOOKS_LIKE_AN_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/**
 * What the server would refuse in the addresses typed, each signer's own message or null: a
 * blank, something that is not an address, or a mailbox another signer already has (the code
 * proving who signs is sent there, core/signature/mailbox.ts). Checked before sending, so the
 * sender sees every problem at once, beside its field. The server stays the judge (the sender's
 * own address in a counterparty's slot is its to refuse).
 */
export function addressErrors(emails: readonly string[]): (string | null)[] {
  const seen = new Set<string>();
  return emails.map((raw) => {
    const email = raw.trim();
    if (email === '') return ADDRESS_MISSING_MESSAGE;
    if (!LOOKS_LIKE_AN_ADDRESS.test(email)) return ADDRESS_INVALID_MESSAGE;
    const mailbox = mailboxOf(email);
    if (seen.has(mailbox)) return SAME_ADDRESS_MESSAGE;
    seen.add(mailbox);
    return null;
  });
}
