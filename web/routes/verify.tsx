import { VerifyPage } from '../features/signature/verify-page';
import { useRouteMeta } from '../lib/page-meta';

/** /verifier: check a PDF signed with Clausier. */
export function Component() {
  useRouteMeta('verify');
  return <VerifyPage />;
}
