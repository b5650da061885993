import { queryClient } from './query-client';
import { adoptSession } from './query-session';
import { sessionStore } from './session-store';

export { queryClient };

let started = false;

/** The app's query cache takes over the session (once, whoever loaded it first). */
export function startQueryRuntime(): void {
  if (started) return;
  started = true;
  adoptSession(sessionStore, queryClient);
}
