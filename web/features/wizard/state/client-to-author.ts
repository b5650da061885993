import type { Client } from '@core/schemas/client';
import { authorFrom } from '@core/rules/sides';
import type { Draft } from '@core/schemas/draft';

/**
 * The draft with a client of « Mes clients » as the author or model: the author kind follows
 * the client's type, the fields are copied, `id` remembers the pick and saveToClients is off
 * (the client is already saved). « Mlle » has no place in the wizard's civilities (M., Mme).
 */
export function draftWithClient(draft: Draft, client: Client): Draft {
  return { ...draft, ...authorFrom(client.type, client, client.id) } as Draft;
}
