import { ClientsPanel } from '../features/clients/clients-panel';
import { DashboardPage } from '../features/profile/dashboard-page';
import { useRouteMeta } from '../lib/page-meta';

/** /dashboard (SPEC §2, open to everyone): the profile page with the clients panel as a tab. */
export function Component() {
  useRouteMeta('dashboard');
  return <DashboardPage clientsPanel={<ClientsPanel />} />;
}
