import { webcrypto } from 'node:crypto';
import * as pkijs from 'pkijs';

/**
 * The pkijs crypto engine this module passes to every pkijs call, over Node's WebCrypto.
 * pkijs otherwise uses a process-wide engine, which @libpdf/core replaces with its own the first
 * time it signs — and with that one, pkijs's SignedData.verify fails (« Failed to normalize
 * algorithm »). Passing ours makes the result independent of what ran before.
 */
export const cryptoEngine = new pkijs.CryptoEngine({
  name: 'clausier-seal',
  crypto: webcrypto as unknown as ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'],
});
