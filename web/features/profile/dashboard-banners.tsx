import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import type { DashboardState } from './use-dashboard';

/**
 * Error, conflict and success banners of docs/product.md §2 Dashboard, in a polite/assertive
 * region.
 */
export function DashboardBanners({ state }: { state: DashboardState }) {
  return (
    <div className="flex flex-col gap-3 empty:hidden">
      {state.loadError && (
        <Alert tone="error">
          <div className="flex flex-wrap items-center gap-3">
            <span>{state.loadError}</span>
            <Button size="sm" variant="outline" onClick={state.retryLoad}>
              Réessayer
            </Button>
          </div>
        </Alert>
      )}
      {state.error && (
        <Alert tone="error" onClose={state.dismissError}>
          {state.error}
        </Alert>
      )}
      {state.conflict && (
        <Alert tone="warning" title="Vos informations ont changé ailleurs">
          <p>{DASHBOARD_MESSAGES.conflict}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void state.resolveConflict(false)}>
              Recharger
            </Button>
            <Button size="sm" variant="outline" onClick={() => void state.resolveConflict(true)}>
              Garder mes modifications
            </Button>
          </div>
        </Alert>
      )}
      {state.successMessage && <Alert tone="success">{state.successMessage}</Alert>}
      {state.resetMessage && <Alert tone="info">{state.resetMessage}</Alert>}
    </div>
  );
}
