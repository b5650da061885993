import type { StoredClient } from '@server/db/repositories/clients';

/** A client as the address book shows it, with the version its next update must carry. */
export const presentClient = (stored: StoredClient) => ({
  ...stored.client,
  version: stored.version,
});
