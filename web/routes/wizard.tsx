import { useState } from 'react';
import { Navigate, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { WizardPage } from '../features/wizard/wizard-page';
import {
  clearWizardAnswers,
  hasWizardSession,
  holdsStoredDraft,
  loadStoredAnswerReaders,
  wizardSessionDone,
} from '../features/wizard/state/wizard-storage';
import { stepFromParams } from '../features/wizard/state/use-step-history';
import { Breadcrumbs } from '../features/site/breadcrumbs';
import { WIZARD_CRUMBS } from '../features/site/crumbs';
import { WelcomeTutorial } from '../features/tutorial/welcome-tutorial';
import { GuideSlot } from '../features/tutorial/guide-slot';
import { useTutorial } from '../features/tutorial/use-tutorial';
import { ROUTE_META, applicationJsonLd, breadcrumbJsonLd, usePageMeta } from '../lib/page-meta';

/**
 * A tab that holds answers reads them back before the wizard's first render (their schema, so
 * zod, is loaded then); a first visit holds none and paints without it (docs/decisions/0021).
 */
export async function loader() {
  if (holdsStoredDraft()) await loadStoredAnswerReaders();
  return null;
}

/** The wizard's entry (docs/product.md §2): only through the dashboard (fromDashboard=true). */
export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  usePageMeta({
    ...ROUTE_META.wizard,
    jsonLd: [applicationJsonLd(), breadcrumbJsonLd(WIZARD_CRUMBS)],
  });
  const profileTutorial = useTutorial('profile');
  const navigation = useNavigationType();
  // Decided once on arrival: the wizard later removes fromDashboard from the URL (docs/product.md
  // §2), and a tab that already holds answers came through the dashboard, so a reload stays put.
  // Answers whose contract step 6 has saved are done: Back and a reload (POP) find them again,
  // but a link here (« Créer mon contrat ») is the next contract, entered through the dashboard,
  // which starts it afresh.
  const [allowed] = useState(() => {
    const done = wizardSessionDone();
    if (params.get('fromDashboard') === 'true') {
      if (done) clearWizardAnswers();
      return true;
    }
    return hasWizardSession() && (navigation === 'POP' || !done);
  });
  if (!allowed) return <Navigate to="/dashboard?redirectTo=wizard" replace />;
  const returnToStep = (location.state as { returnToStep?: unknown } | null)?.returnToStep;
  return (
    <>
      <Breadcrumbs crumbs={WIZARD_CRUMBS} />
      <WizardPage
        initialStep={returnToStep === 5 ? 5 : (stepFromParams(params) ?? undefined)}
        onProfileHelp={profileTutorial.start}
        guideSlot={<GuideSlot />}
      />
      {profileTutorial.element}
      {/* Room below the form so the floating bell (bottom-left) never covers the last fields. */}
      <div aria-hidden="true" className="h-16" />
      <WelcomeTutorial />
    </>
  );
}
