import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import type { DashboardState, FeedbackPlace } from './use-dashboard';

/**
 * Error, conflict and success banners of docs/product.md §2 Dashboard. The outcome of a save or a
 * reset appears at the place the user acted from (`state.feedbackAt`); a load error always under
 * the header.
 */
export function DashboardBanners({
  state,
  place,
}: {
  state: DashboardState;
  place: FeedbackPlace;
}) {
  const here = state.feedbackAt === place;
  return (
    <div className="flex flex-col gap-3 empty:hidden">
      {place === 'header' && state.loadError && (
        <Alert tone="error">
          <div className="flex flex-wrap items-center gap-3">
            <span>{state.loadError}</span>
            <Button size="sm" variant="outline" onClick={state.retryLoad}>
              Réessayer
            </Button>
          </div>
        </Alert>
      )}
      {here && state.error && (
        <Alert tone="error" onClose={state.dismissError}>
          {state.error}
        </Alert>
      )}
      {here && state.conflict && (
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
      {here && state.successMessage && <Alert tone="success">{state.successMessage}</Alert>}
      {here && state.resetMessage && <Alert tone="info">{state.resetMessage}</Alert>}
    </div>
  );
}
