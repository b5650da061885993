import { useEffect, useRef, useState } from 'react';
import { LazyDialog } from '../../components/layout/lazy-dialog';
import { LazyPiece } from '../../components/layout/lazy-piece';
import { Alert } from '../../components/ui/alert';
import { useAuth } from '../../lib/auth';
import { lazyNamed, prefetchWhenIdle } from '../../lib/lazy-named';
import { AssigneeSummary } from './assignee/assignee-summary';
import { useAssignee } from './assignee/use-assignee';
import { entityLabel } from './assignee/profile-label';
import { isCedant } from '@core/rules/sides';
import { useFinalize } from './finalize/use-finalize';
import { STEP_COUNT, STEP_TITLES, type StepNumber } from './labels';
import { MobilePreview } from './preview/mobile-preview';
import { loadPreviewFile } from './preview/lazy-preview';
import { PreviewPanel } from './preview/preview-panel';
import { ProgressBar } from './progress-bar';
import { useWizard } from './state/use-wizard';
import { StepType } from './steps/step-1-type';
import {
  LATER_STEP_FILES,
  StepAuthor,
  StepCession,
  StepDescriptions,
  StepFinalize,
  StepSupports,
} from './steps/lazy-steps';
import { useSaveAuthorToClients } from './steps/use-save-client';
import { WizardNav } from './wizard-nav';

// The profile choice is a dialog few visits open: Radix's dialog code loads when it does. On a
// first visit it opens by itself; the welcome bubble waits for it (LazyDialog marks it pending).
const ProfileSelectionModal = lazyNamed(
  () => import('./assignee/profile-selection-modal'),
  'ProfileSelectionModal',
);

type WizardPageProps = {
  /** Navigation state returnToStep=5 opens step 5 directly (docs/product.md §2). */
  initialStep?: StepNumber;
  /** Opens the profile tutorial (the modal's « Aide » button). */
  onProfileHelp?: () => void;
};

/** The six-step wizard with its live preview (docs/product.md §2 "Wizard"). */
export function WizardPage({ initialStep, onProfileHelp }: WizardPageProps) {
  const wizard = useWizard(initialStep);
  const auth = useAuth();
  const assignee = useAssignee(wizard);
  const finalize = useFinalize(wizard);
  const clientSave = useSaveAuthorToClients();
  const [today] = useState(() => new Date());
  const heading = useRef<HTMLHeadingElement>(null);
  const wizardTop = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const { step } = wizard;
  // Came from step 6's « Compléter »: the nav offers the way back until step 6 is reached again.
  const [fixing, setFixing] = useState(false);
  useEffect(() => {
    if (step === STEP_COUNT) setFixing(false);
  }, [step]);

  // The first screen is step 1 alone (docs/design.md §7 « First load »); the later steps and the
  // preview's text are fetched once the page has painted, one file per idle period.
  useEffect(() => prefetchWhenIdle(...LATER_STEP_FILES, loadPreviewFile), []);

  // Moving between steps puts focus on the new step's heading (screen readers hear it) and, when
  // the page was scrolled past it, brings the wizard's top back into view: « Étape N/6 » and the
  // heading below the sticky header (index.css scroll-padding), not half under it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const top = wizardTop.current;
    const clear = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (top && top.getBoundingClientRect().top < clear) top.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [step]);

  /** Leaves the step: step 3 first saves the author to « Mes clients » when asked to. */
  const leave = async (go: () => void) => {
    if (step === 3) {
      const saved = await clientSave.saveIfRequested(wizard.draft);
      if (!saved) return;
      if (saved !== wizard.draft) wizard.restore(saved);
    }
    go();
  };
  const next = () => leave(wizard.next);

  const modalState = assignee.profile.isPending
    ? 'loading'
    : assignee.profile.isError
      ? 'error'
      : assignee.configured.length === 0
        ? 'not-configured'
        : 'configured';

  // grid-cols-1 is minmax(0, 1fr): a long select option cannot widen the page past 320 px.
  return (
    // pb-16 under 1024 px: the fixed « Aperçu » button never hides the last row of the form.
    <div className="grid grid-cols-1 gap-6 pb-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:pb-0">
      <div className="space-y-5">
        <header ref={wizardTop} className="space-y-3">
          <h1 className="text-2xl font-semibold text-slate-900">Générateur de contrat</h1>
          <ProgressBar step={step} />
          <AssigneeSummary
            info={wizard.draft.entreprise_info}
            gatePassed={assignee.gatePassed}
            canChoose={assignee.configured.length > 0}
            onChange={assignee.openModal}
            pending={assignee.resolving}
            creator={
              isCedant(wizard.draft)
                ? {
                    name: entityLabel(
                      wizard.draft.auteur_type === 'Personne morale'
                        ? 'legal_entity'
                        : 'physical_person',
                      wizard.draft.auteur_info,
                    ),
                    company: wizard.draft.auteur_type === 'Personne morale',
                  }
                : undefined
            }
          />
        </header>
        <div aria-live="polite" className="space-y-2 empty:hidden">
          {finalize.recovered && <Alert tone="success">{finalize.recovered}</Alert>}
          {clientSave.success && <Alert tone="success">{clientSave.success}</Alert>}
        </div>
        {clientSave.error && (
          <Alert tone="error" onClose={clientSave.clearError}>
            {clientSave.error}
          </Alert>
        )}
        <section
          aria-labelledby="step-title"
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2
            id="step-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {STEP_TITLES[step - 1]}
          </h2>
          {/* Keyed by step: a step whose file failed to load does not keep the next one out. */}
          <LazyPiece key={step} name="Cette étape" block>
            {step === 1 && <StepType wizard={wizard} />}
            {step === 2 && <StepCession wizard={wizard} />}
            {step === 3 && (
              <StepAuthor
                wizard={wizard}
                signedIn={auth.isSignedIn}
                onChooseSide={assignee.chooseSide}
              />
            )}
            {step === 4 && <StepDescriptions wizard={wizard} />}
            {step === 5 && <StepSupports wizard={wizard} />}
            {step === 6 && (
              <StepFinalize
                wizard={wizard}
                finalize={finalize}
                signedIn={auth.isSignedIn}
                onChooseAssignee={assignee.configured.length > 0 ? assignee.openModal : undefined}
                onLeaveToFix={() => setFixing(true)}
              />
            )}
          </LazyPiece>
          <WizardNav
            step={step}
            onPrevious={wizard.previous}
            onNext={() => void next()}
            onReset={wizard.reset}
            nextBusy={clientSave.saving}
            onBackToFinalize={fixing ? () => void leave(() => wizard.goTo(STEP_COUNT)) : undefined}
          />
        </section>
      </div>
      {/* Below the 4rem sticky header, so the preview's title and « Copier » stay reachable. */}
      <div className="lg:sticky lg:top-20">
        <PreviewPanel draft={wizard.draft} today={today} step={step} />
      </div>
      <MobilePreview draft={wizard.draft} today={today} step={step} />
      {/* Until the profile has answered, the choice may still open by itself (once it has, or
          after 400 ms of waiting): the welcome bubble, which looks every 250 ms, waits for it. */}
      <LazyDialog
        name="Le choix du profil"
        open={assignee.modalOpen}
        mayOpen={assignee.resolving}
        onClose={assignee.closeModal}
      >
        <ProfileSelectionModal
          open={assignee.modalOpen}
          onOpenChange={(open) => (open ? assignee.openModal() : assignee.closeModal())}
          state={modalState}
          profile={assignee.profile.data}
          configured={assignee.configured}
          selected={wizard.draft.entreprise_info?.type ?? null}
          onPick={assignee.pick}
          onHelp={onProfileHelp}
        />
      </LazyDialog>
    </div>
  );
}
