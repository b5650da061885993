import { ReleasesPage } from '../features/releases/releases-page';
import { useRouteMeta } from '../lib/page-meta';

/** /seances: the photographer's séances and the form that makes one. */
export function Component() {
  useRouteMeta('seances');
  return <ReleasesPage />;
}
