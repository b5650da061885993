import { ReleasePage } from '../features/releases/release-page';
import { useRouteMeta } from '../lib/page-meta';

/** /seances/:id: one séance, its QR code and participants. */
export function Component() {
  useRouteMeta('seances');
  return <ReleasePage />;
}
