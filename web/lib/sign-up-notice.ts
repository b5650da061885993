import { useSyncExternalStore } from 'react';

/**
 * « Un e-mail de confirmation a été envoyé à … », said after a sign-up. The dialog closes at once
 * (the download or page that asked for an account goes on), so the page frame shows it.
 */
let sentTo: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function announceConfirmationSent(email: string): void {
  sentTo = email;
  emit();
}

export function dismissConfirmationNotice(): void {
  sentTo = null;
  emit();
}

export function useConfirmationSentTo(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sentTo,
    () => null,
  );
}
