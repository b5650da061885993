import { SigningPage } from '../features/signature/signing-page';
import { useRouteMeta } from '../lib/page-meta';

/** /signer/:token: where a signature invitation's link leads. */
export function Component() {
  useRouteMeta('sign');
  return <SigningPage />;
}
