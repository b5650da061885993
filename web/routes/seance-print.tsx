import { ReleasePrintPage } from '../features/releases/print-page';
import { useRouteMeta } from '../lib/page-meta';

/** /seances/:id/imprimer: the sheet with the QR code for a table at the event. */
export function Component() {
  useRouteMeta('seances');
  return <ReleasePrintPage />;
}
