import { SigningPage } from '../features/signature/signing-page';
import { useRouteMeta } from '../lib/page-meta';

/** /signer/:token: where a signature invitation's link leads (issue 15). */
export function Component() {
  useRouteMeta('sign');
  return <SigningPage />;
}
