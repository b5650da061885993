import { ReleasePhonePage } from '../features/releases/phone-page';
import { useRouteMeta } from '../lib/page-meta';

/** /seance/:token: where a séance's QR code leads, on the model's phone. */
export function Component() {
  useRouteMeta('seance');
  return <ReleasePhonePage />;
}
