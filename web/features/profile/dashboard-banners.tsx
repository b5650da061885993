import { Alert } from '@web/components/ui/alert';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { ConflictChoiceAlert } from '@web/components/version-conflict/version-conflict-alert';
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
        <RetryAlert message={state.loadError} onRetry={state.retryLoad} />
      )}
      {here && state.error && (
        <Alert tone="error" onClose={state.dismissError}>
          {state.error}
        </Alert>
      )}
      {here && state.conflict && (
        <ConflictChoiceAlert
          title="Vos informations ont changé ailleurs"
          message={DASHBOARD_MESSAGES.conflict}
          onReload={() => state.resolveConflict(false)}
          onKeep={() => state.resolveConflict(true)}
        />
      )}
      {here && state.successMessage && <Alert tone="success">{state.successMessage}</Alert>}
      {here && state.resetMessage && <Alert tone="info">{state.resetMessage}</Alert>}
    </div>
  );
}
