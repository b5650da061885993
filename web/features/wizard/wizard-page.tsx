import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LazyDialog } from '@web/components/layout/lazy-dialog';
import { LazyPiece } from '@web/components/layout/lazy-piece';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/lib/auth';
import { lazyNamed, prefetchWhenIdle } from '@web/lib/lazy-named';
import { AssigneeSummary } from './assignee/assignee-summary';
import { ownProfileType, useAssignee } from './assignee/use-assignee';
import { entityLabel } from './assignee/profile-label';
import { creatorPartyWords, isCedant } from '@core/rules/sides';
import { useFinalize } from './finalize/use-finalize';
import type { MissingField } from '@core/rules/readiness';
import { STEP_COUNT, STEP_TITLES, type StepNumber } from './labels';
import { MobilePreview } from './preview/mobile-preview';
import { loadPreviewFile } from './preview/lazy-preview';
import { PreviewPanel } from './preview/preview-panel';
import { ProgressBar } from './progress-bar';
import { useWizard } from './state/use-wizard';
import { useStepHistory } from './state/use-step-history';
import { stepProblems } from './state/step-problems';
import { stepGaps } from '@core/rules/readiness';
import {
  BlankAnswers,
  NO_BLANKS,
  RevealErrors,
  blankKeys,
} from '@web/components/registry-field/reveal-errors';
import { fieldDomId } from '@web/components/registry-field/field-id';
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
import { useFieldRegistry } from './steps/step-fields';
import { WizardNav } from './wizard-nav';

// The profile choice is a dialog few visits open: Radix's dialog code loads when it does. On a
// first visit it opens by itself; the welcome bubble waits for it (LazyDialog marks it pending).
const ProfileSelectionModal = lazyNamed(
  () => import('./assignee/profile-selection-modal'),
  'ProfileSelectionModal',
);

type WizardPageProps = {
  /**
   * The step to open: the URL's (`?step=N`, a reload or Back into the wizard), or step 5 for the
   * navigation state returnToStep=5 (docs/product.md §2).
   */
  initialStep?: StepNumber;
  /** Opens the profile tutorial (the modal's « Aide » button). */
  onProfileHelp?: () => void;
  /** The place the welcome guide takes on a phone, between the wizard's header and its form. */
  guideSlot?: ReactNode;
};

/** The six-step wizard with its live preview (docs/product.md §2 "Wizard"). */
export function WizardPage({ initialStep, onProfileHelp, guideSlot }: WizardPageProps) {
  const wizard = useStepHistory(useWizard(initialStep));
  const auth = useAuth();
  const assignee = useAssignee(wizard);
  const finalize = useFinalize(wizard);
  const clientSave = useSaveAuthorToClients();
  const [today] = useState(() => new Date());
  const registry = useFieldRegistry();
  const heading = useRef<HTMLHeadingElement>(null);
  const wizardTop = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const { step } = wizard;
  // Came from step 6's « Compléter »: the nav offers the way back until step 6 is reached again.
  const [fixing, setFixing] = useState(false);
  const [refusal, setRefusal] = useState<{
    step: StepNumber;
    attempt: number;
    /** A badly formed answer (to correct), or required answers left blank (the user may go on). */
    kind: 'invalid' | 'blank';
  } | null>(null);
  useEffect(() => {
    if (step === STEP_COUNT) setFixing(false);
    // A step left (Back, « Précédent », a link) starts afresh when shown again.
    setRefusal((last) => (last && last.step !== step ? null : last));
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
  // « Suivant » refused: a badly formed answer must be corrected; required answers left blank may
  // be given later (« Continuer sans ces réponses », step 6 checks them: docs/product.md §4). The
  // step's errors show, the summary is announced and the first field it names takes the focus.
  const refused = refusal?.step === step ? refusal.kind : null;
  const problems =
    refused === 'invalid'
      ? stepProblems(wizard, today, registry)
      : refused === 'blank'
        ? stepGaps(wizard.draft, step, today, registry)
        : [];
  const refuse = (kind: 'invalid' | 'blank') =>
    setRefusal((last) => ({ step, attempt: (last?.attempt ?? 0) + 1, kind }));
  const next = () => {
    if (stepProblems(wizard, today, registry).length > 0) return refuse('invalid');
    if (stepGaps(wizard.draft, step, today, registry).length > 0) return refuse('blank');
    goOn();
  };
  const goOn = () => {
    setRefusal(null);
    void leave(wizard.next);
  };
  const attempt = refused ? refusal!.attempt : 0;
  useEffect(() => {
    if (refusal) focusFirstError(problems.map((p) => p.key));
    // Once per refused « Suivant », not when the answers change afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  const modalState = assignee.profile.isPending
    ? 'loading'
    : assignee.profile.isError
      ? 'error'
      : assignee.configured.length === 0
        ? 'not-configured'
        : 'configured';

  // grid-cols-1 is minmax(0, 1fr): a long select option cannot widen the page past 320 px.
  return (
    // pb-20 under 1024 px: the bar of the bell and « Aperçu » never hides the last row of the form.
    <div className="grid grid-cols-1 gap-6 pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:pb-0">
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
            granteeRole={
              creatorPartyWords(wizard.draft).counterpart === 'bénéficiaire'
                ? 'Bénéficiaire'
                : 'Cessionnaire'
            }
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
                    role: creatorPartyWords(wizard.draft).own,
                  }
                : undefined
            }
          />
        </header>
        {/* On a phone the welcome guide sits here, above the form it talks about, covering none of it. */}
        {guideSlot}
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
          <RevealErrors.Provider value={refused === 'invalid'}>
            <BlankAnswers.Provider value={refused === 'blank' ? blankKeys(problems) : NO_BLANKS}>
              <LazyPiece
                key={step}
                name="Cette étape"
                block
                fallback={<Spinner label="Chargement de l’étape…" />}
              >
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
                    onChooseAssignee={
                      assignee.configured.length > 0 ? assignee.openModal : undefined
                    }
                    onLeaveToFix={() => setFixing(true)}
                  />
                )}
              </LazyPiece>
            </BlankAnswers.Provider>
          </RevealErrors.Provider>
          {/* Keyed by attempt: each refused « Suivant » is announced again. */}
          <div role="alert" key={attempt} className="empty:hidden">
            {problems.length > 0 &&
              (refused === 'blank' ? (
                <StepGaps problems={problems} onContinue={goOn} />
              ) : (
                <StepRefusal problems={problems} />
              ))}
          </div>
          <WizardNav
            step={step}
            onPrevious={wizard.previous}
            onNext={next}
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
      {/* Under 1024 px the bell and « Aperçu » stand on a bar across the bottom of the screen:
          the page scrolls under it as under the header, so no field is ever half hidden behind a
          button, and the page's end (pb-20) and a focused field (scroll-padding) stay above it. */}
      <div
        aria-hidden="true"
        data-floating-control
        className="fixed inset-x-0 bottom-0 z-20 h-20 border-t border-slate-200 bg-white/95 lg:hidden"
      />
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
          selected={ownProfileType(wizard.draft)}
          onPick={assignee.pick}
          onHelp={onProfileHelp}
          side={wizard.draft.side}
        />
      </LazyDialog>
    </div>
  );
}

/** The fields a notice names, in page order, each a link that focuses it (with its message). */
function FieldLinks({
  problems,
  withMessages = false,
}: {
  problems: readonly MissingField[];
  withMessages?: boolean;
}) {
  return (
    <ul className="mt-1 list-disc pl-5">
      {inPageOrder(problems).map((problem) => (
        <li key={problem.key}>
          <a
            href={`#${fieldDomId(problem.key)}`}
            className="underline"
            onClick={(event) => {
              event.preventDefault();
              focusFirstError([problem.key]);
            }}
          >
            {problem.label}
          </a>
          {withMessages && `\u00a0: ${problem.message}`}
        </li>
      ))}
    </ul>
  );
}

/** Why « Suivant » did not move: each wrong answer with its message, under the step. */
function StepRefusal({ problems }: { problems: readonly MissingField[] }) {
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium">
        {problems.length === 1
          ? 'Une réponse est à corriger avant de passer à l’étape suivante\u00a0:'
          : `${problems.length} réponses sont à corriger avant de passer à l’étape suivante\u00a0:`}
      </p>
      <FieldLinks problems={problems} withMessages />
    </div>
  );
}

/**
 * Required answers left blank: named, each a link to its field, with the way on — they can be
 * given later, step 6 lists what is still missing before the contract can be downloaded.
 */
function StepGaps({
  problems,
  onContinue,
}: {
  problems: readonly MissingField[];
  onContinue: () => void;
}) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">
        {problems.length === 1
          ? 'Une réponse obligatoire manque à cette étape\u00a0:'
          : `${problems.length} réponses obligatoires manquent à cette étape\u00a0:`}
      </p>
      <FieldLinks problems={problems} />
      <p className="mt-2">
        Complétez-les maintenant, ou continuez et revenez-y plus tard{'\u00a0'}: le contrat ne
        pourra être téléchargé qu’une fois toutes les réponses obligatoires données.
      </p>
      <Button variant="outline" className="mt-2" onClick={onContinue}>
        Continuer sans ces réponses
      </Button>
    </div>
  );
}

const byPagePosition = (a: Node, b: Node) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * The step's problems in the order their fields stand on the page (a creator's step 3 shows her
 * client before herself): the summary's first line is the field that takes the focus.
 */
function inPageOrder(problems: readonly MissingField[]): MissingField[] {
  const placed = problems.map((problem) => ({
    problem,
    field: document.getElementById(fieldDomId(problem.key)),
  }));
  return [
    ...placed
      .filter((p): p is { problem: MissingField; field: HTMLElement } => p.field !== null)
      .sort((a, b) => byPagePosition(a.field, b.field))
      .map((p) => p.problem),
    ...placed.filter((p) => p.field === null).map((p) => p.problem),
  ];
}

/** Focuses whichever of these fields comes first on the page, and shows it. */
function focusFirstError(keys: readonly string[]) {
  const first = keys
    .map((key) => document.getElementById(fieldDomId(key)))
    .filter((element): element is HTMLElement => element !== null)
    .sort(byPagePosition)[0];
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center' });
}
