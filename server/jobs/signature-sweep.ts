/** How often pending signature requests are looked at (expiry, reminders, a sealing to retry). */
export const SIGNATURE_SWEEP_MS = 15 * 60 * 1000;
