import type { Draft } from '../schemas/draft';
import { signerSlots, type SignerSlot } from './clauses/signatures';
import { buildContext } from './context';

/**
 * Who must sign the contract the answers give, on `today` (its date): one slot per signature
 * block, in the block's order — both holders of parental authority of a minor, the child from
 * thirteen, the grantee. An electronic signature request fills each slot once (issue 15).
 */
export const contractSignatories = (draft: Draft, today: Date): SignerSlot[] =>
  signerSlots(buildContext(draft, today));

export type { SignerSlot };
