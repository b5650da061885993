import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { WizardPage } from '../features/wizard/wizard-page';
import { hasWizardSession } from '../features/wizard/state/wizard-storage';

/** The wizard's entry (SPEC §2): only through the dashboard (fromDashboard=true). */
export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  // Decided once on arrival: the wizard later removes fromDashboard from the URL (SPEC §2), and
  // a tab that already holds answers came through the dashboard, so a reload stays put.
  const [allowed] = useState(() => params.get('fromDashboard') === 'true' || hasWizardSession());
  if (!allowed) return <Navigate to="/dashboard?redirectTo=wizard" replace />;
  const returnToStep = (location.state as { returnToStep?: unknown } | null)?.returnToStep;
  return <WizardPage initialStep={returnToStep === 5 ? 5 : undefined} />;
}
