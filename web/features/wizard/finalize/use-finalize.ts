import { STEP_PARAM } from '../state/use-step-history';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Draft } from '@core/schemas/draft';
import { checkReadiness, READINESS_MESSAGE } from '@core/rules/readiness';
import { hasErrorCode } from '@web/lib/api';
import { fileFailureMessage } from '@web/lib/file-failure';
import type { EditsChoice } from '@core/schemas/wire';
import { useAuth } from '@web/lib/auth';
import { useSignInModal } from '@web/lib/sign-in-modal';
import type { WizardApi } from '../state/use-wizard';
import {
  clearPendingAction,
  readDraftId,
  readDraftVersion,
  readPendingAction,
  REDIRECT_ACTIONS,
  rememberStep6Contract,
  step6ContractFor,
  storeDraftId,
  storePendingAction,
  type RedirectAction,
} from '../state/wizard-storage';
import { useTimedMessage } from '@web/lib/use-timed-message';
import { FILE_MESSAGES } from '@web/lib/file-messages';
import {
  downloadDraftFile,
  draftTitle,
  EDITOR_ERROR_MESSAGE,
  editorDefaultTitle,
  fetchDraft,
  RECOVERED_MESSAGE,
  saveContract,
} from './finalize-api';
import { useDraftConflict } from './use-draft-conflict';

/** What the sign-in dialog says when an action of step 6 needs an account (spec: visitors sign in to download or edit). */
const SIGN_IN_REASONS: Record<RedirectAction, string> = {
  downloadPdf:
    'Créez un compte gratuit, ou connectez-vous, pour télécharger votre contrat en PDF\u00a0: vos réponses sont conservées.',
  downloadDocx:
    'Créez un compte gratuit, ou connectez-vous, pour télécharger votre contrat au format Word\u00a0: vos réponses sont conservées.',
  accessEditor:
    'Créez un compte gratuit, ou connectez-vous, pour modifier votre contrat dans l’éditeur\u00a0: vos réponses sont conservées.',
};

export type FinalizeStatus = { tone: 'info' | 'success' | 'error'; text: string } | null;

const isAction = (value: string | null): value is RedirectAction =>
  value !== null && (REDIRECT_ACTIONS as readonly string[]).includes(value);

/**
 * Step 6's actions (docs/product.md §4): PDF and editor for a signed-in user; for a visitor, the
 * draft is saved first, the pending action is kept and the sign-in modal opens. Back signed in
 * (same tab, or after a provider's redirect), the draft is restored, the action runs, the query
 * parameters leave the URL and the recovered banner shows for 5 s.
 */
export function useFinalize(wizard: WizardApi) {
  const auth = useAuth();
  const signIn = useSignInModal();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<FinalizeStatus>(null);
  const [busy, setBusy] = useState<RedirectAction | null>(null);
  /** Passages edited in the editor that these answers would rewrite (409 EDITS_WOULD_BE_LOST). */
  const [lostEdits, setLostEdits] = useState<string[] | null>(null);
  const { message: recoveredMessage, show: showRecovered } = useTimedMessage(5000);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resumed = useRef(false);
  const { title } = wizard;
  const conflict = useDraftConflict(wizard.restore, wizard.draft);
  const { report: reportConflict } = conflict;

  const show = useCallback((next: FinalizeStatus, ms?: number) => {
    clearTimeout(clearTimer.current);
    setStatus(next);
    if (ms) clearTimer.current = setTimeout(() => setStatus(null), ms);
  }, []);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const run = useCallback(
    async (action: RedirectAction, draft: Draft, edits?: EditsChoice) => {
      // A resumed action (after sign-in) never generates an incomplete contract.
      if (!checkReadiness(draft).ready) {
        show({ tone: 'error', text: READINESS_MESSAGE });
        return;
      }
      setBusy(action);
      if (action === 'downloadPdf' || action === 'downloadDocx') {
        const format = action === 'downloadPdf' ? 'pdf' : 'docx';
        const text = FILE_MESSAGES[format];
        show({ tone: 'info', text: text.pending });
        try {
          await downloadDraftFile(draft, title, format);
          show({ tone: 'success', text: text.done }, 3000);
        } catch (error) {
          // A 400 names what the server found missing (French), a 422 what it cannot print.
          show({ tone: 'error', text: fileFailureMessage(error, text.failed) }, 5000);
        }
      } else {
        // The same answers as the contract step 6 saved last: open it, do not store a copy.
        const saved = step6ContractFor(draft);
        if (saved && !edits) {
          setBusy(null);
          void navigate(`/editor/${encodeURIComponent(saved)}`);
          return;
        }
        try {
          const { id } = await saveContract({
            draft,
            title: title.trim() || editorDefaultTitle(new Date()),
            id: readDraftId(),
            version: readDraftVersion(),
            isDraft: false,
            fromStep6: true,
            edits,
          });
          storeDraftId(null);
          rememberStep6Contract(id, draft);
          setLostEdits(null);
          void navigate(`/editor/${encodeURIComponent(id)}`);
        } catch (error) {
          // The contract was edited in the editor and these answers change edited passages: the
          // user chooses (docs/document-model.md). Another tab saved first: say so, offer reload.
          if (hasErrorCode(error, 'EDITS_WOULD_BE_LOST'))
            setLostEdits(error.fields.map((field) => field.message));
          else if (!reportConflict(error)) show({ tone: 'error', text: EDITOR_ERROR_MESSAGE });
        }
      }
      setBusy(null);
    },
    [navigate, show, title, reportConflict],
  );

  /** A visitor: save the draft (its failure keeps the answers in session storage), then sign in. */
  const requestAsVisitor = useCallback(
    async (action: RedirectAction) => {
      setBusy(action);
      let id = readDraftId();
      try {
        const saved = await saveContract({
          draft: wizard.draft,
          // The title typed at step 6 is the saved draft's title; else dated.
          title: title.trim() || draftTitle(new Date()),
          id,
          version: readDraftVersion(),
          isDraft: true,
          fromStep6: true,
        });
        id = saved.id;
        storeDraftId(saved.id, saved.version);
      } catch (error) {
        // Another tab saved this draft first: signing in would restore that version over these
        // answers, so the user chooses first. Any other failure: nothing lost, the answers stay
        // in session storage and are restored from there.
        if (reportConflict(error)) {
          setBusy(null);
          return;
        }
      }
      storePendingAction(action, id);
      setBusy(null);
      signIn.open({
        redirectTo: `/wizard?fromDashboard=true&redirectAction=${action}`,
        reason: SIGN_IN_REASONS[action],
      });
    },
    [signIn, wizard.draft, reportConflict, title],
  );

  const request = useCallback(
    (action: RedirectAction) =>
      auth.isSignedIn ? run(action, wizard.draft) : requestAsVisitor(action),
    [auth.isSignedIn, run, requestAsVisitor, wizard.draft],
  );

  // Resume after sign-in: once per page, when signed in with a pending action.
  const urlAction = params.get('redirectAction');
  const { restore } = wizard;
  const currentDraft = useRef(wizard.draft);
  currentDraft.current = wizard.draft;
  useEffect(() => {
    if (!auth.isSignedIn || resumed.current) return;
    const action = isAction(urlAction) ? urlAction : readPendingAction();
    if (!action) return;
    resumed.current = true;
    void (async () => {
      let draft = currentDraft.current;
      const id = readDraftId();
      if (id) {
        try {
          const stored = await fetchDraft(id);
          storeDraftId(id, stored.version);
          if (stored.draft) {
            draft = {
              ...stored.draft,
              entreprise_info: stored.draft.entreprise_info ?? draft.entreprise_info,
            };
            restore(draft);
          }
        } catch {
          // Recovery failed: the session-stored answers (already loaded) are used instead.
        }
      }
      clearPendingAction();
      const next = new URLSearchParams(params);
      next.delete('redirectAction');
      next.delete('fromDashboard');
      // The action was asked at step 6, and the step shown follows the URL: the sign-in may have
      // come back to an address without it (a new page on a phone), which would show step 1.
      next.set(STEP_PARAM, '6');
      setParams(next, { replace: true });
      showRecovered(RECOVERED_MESSAGE);
      await run(action, draft);
    })();
  }, [auth.isSignedIn, urlAction, params, setParams, restore, run, showRecovered]);

  // The sign-in modal may navigate to its redirect URL after the resume started: strip it again.
  useEffect(() => {
    if (!resumed.current || !urlAction) return;
    const next = new URLSearchParams(params);
    next.delete('redirectAction');
    next.delete('fromDashboard');
    next.set(STEP_PARAM, '6');
    setParams(next, { replace: true });
  }, [urlAction, params, setParams]);

  return {
    request,
    lostEdits,
    /** « Garder mes modifications » / « Régénérer ces passages », then the editor opens. */
    settleLostEdits: (edits: EditsChoice) => void run('accessEditor', wizard.draft, edits),
    status,
    busy,
    conflict,
    recovered: recoveredMessage,
    dismissStatus: () => show(null),
  };
}
