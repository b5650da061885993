import { ClientsPanel } from '../features/clients/clients-panel';
import { DashboardPage } from '../features/profile/dashboard-page';
import { ExpiringRights } from '../features/rights/expiring-rights';
import { useTutorial } from '../features/tutorial/use-tutorial';
import { useRouteMeta } from '../lib/page-meta';

/**
 * /dashboard (docs/product.md §2, open to everyone): the profile page with the clients panel as a
 * tab. The route composes the features: the profile tutorial (highlights profile-type-selection
 * and profile-config-form, which live on this page) is mounted here.
 */
export function Component() {
  useRouteMeta('dashboard');
  const tutorial = useTutorial('profile');
  return (
    <>
      <DashboardPage
        notice={<ExpiringRights />}
        clientsPanel={<ClientsPanel />}
        onOpenTutorial={tutorial.start}
      />
      {tutorial.element}
    </>
  );
}
