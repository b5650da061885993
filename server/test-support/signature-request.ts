import { expect } from 'vitest';
import { makeDraft } from '@core/templates/test-drafts';
import type { callAs } from './sessions';

type Call = (method: 'GET' | 'POST', url: string, body?: object) => ReturnType<typeof callAs>;

/**
 * Saves a fresh, ready contract and sends it for signature to the signatories it names, each at
 * an address of its own (`<prefix>-<n>@exemple.test`): a pending request whose log holds its
 * `created` and `sent` events. Returns the request's id.
 */
export async function sendFreshContract(
  call: Call,
  title: string,
  prefix: string,
): Promise<string> {
  const saved = await call('POST', '/api/contracts', {
    contractData: makeDraft({}),
    title,
    isDraft: false,
  });
  const contractId = (saved.json() as { id: string }).id;
  const suggested = (await call('GET', `/api/contracts/${contractId}/signatories`)).json() as {
    signatories: { slot: string; role: string; name: string }[];
  };
  const created = await call('POST', `/api/contracts/${contractId}/signature-requests`, {
    signers: suggested.signatories.map((s, i) => ({ ...s, email: `${prefix}-${i}@exemple.test` })),
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { id: string }).id;
}
