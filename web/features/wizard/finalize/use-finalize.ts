import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Draft } from '@core/schemas/draft';
import { checkReadiness, READINESS_MESSAGE } from '@core/rules/readiness';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useSignInModal } from '../../../lib/sign-in-modal';
import type { WizardApi } from '../state/use-wizard';
import {
  clearPendingAction,
  readDraftId,
  readPendingAction,
  REDIRECT_ACTIONS,
  storeDraftId,
  storePendingAction,
  type RedirectAction,
} from '../state/wizard-storage';
import { useTimedMessage } from '../use-timed-message';
import {
  downloadPdf,
  draftTitle,
  EDITOR_ERROR_MESSAGE,
  editorDefaultTitle,
  fetchDraft,
  PDF_ERROR_MESSAGE,
  PDF_PENDING_MESSAGE,
  PDF_SUCCESS_MESSAGE,
  RECOVERED_MESSAGE,
  saveContract,
} from './finalize-api';

export type FinalizeStatus = { tone: 'info' | 'success' | 'error'; text: string } | null;

const isAction = (value: string | null): value is RedirectAction =>
  value !== null && (REDIRECT_ACTIONS as readonly string[]).includes(value);

/**
 * Step 6's actions (SPEC §4): PDF and editor for a signed-in user; for a visitor, the draft is
 * saved first, the pending action is kept and the sign-in modal opens. Back signed in (same
 * tab, or after a provider's redirect), the draft is restored, the action runs, the query
 * parameters leave the URL and the recovered banner shows for 5 s.
 */
export function useFinalize(wizard: WizardApi) {
  const auth = useAuth();
  const signIn = useSignInModal();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<FinalizeStatus>(null);
  const [busy, setBusy] = useState<RedirectAction | null>(null);
  const { message: recoveredMessage, show: showRecovered } = useTimedMessage(5000);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resumed = useRef(false);
  const { title } = wizard;

  const show = useCallback((next: FinalizeStatus, ms?: number) => {
    clearTimeout(clearTimer.current);
    setStatus(next);
    if (ms) clearTimer.current = setTimeout(() => setStatus(null), ms);
  }, []);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const run = useCallback(
    async (action: RedirectAction, draft: Draft) => {
      // Issue 11 item 3: a resumed action (after sign-in) never generates an incomplete contract.
      if (!checkReadiness(draft).ready) {
        show({ tone: 'error', text: READINESS_MESSAGE });
        return;
      }
      setBusy(action);
      if (action === 'downloadPdf') {
        show({ tone: 'info', text: PDF_PENDING_MESSAGE });
        try {
          await downloadPdf(draft, title);
          show({ tone: 'success', text: PDF_SUCCESS_MESSAGE }, 3000);
        } catch (error) {
          // A 400 names what the server found missing (French); anything else is the generic failure.
          const named = error instanceof ApiError && error.status === 400 ? error.message : PDF_ERROR_MESSAGE;
          show({ tone: 'error', text: named }, 5000);
        }
      } else {
        try {
          const id = await saveContract({
            draft,
            title: title.trim() || editorDefaultTitle(new Date()),
            id: readDraftId(),
            isDraft: false,
            fromStep6: true,
          });
          storeDraftId(null);
          void navigate(`/editor/${encodeURIComponent(id)}`);
        } catch {
          show({ tone: 'error', text: EDITOR_ERROR_MESSAGE });
        }
      }
      setBusy(null);
    },
    [navigate, show, title],
  );

  /** A visitor: save the draft (its failure keeps the answers in session storage), then sign in. */
  const requestAsVisitor = useCallback(
    async (action: RedirectAction) => {
      setBusy(action);
      let id = readDraftId();
      try {
        id = await saveContract({ draft: wizard.draft, title: draftTitle(new Date()), id, isDraft: true, fromStep6: true });
      } catch {
        // Nothing lost: the answers stay in session storage and are restored from there.
      }
      storePendingAction(action, id);
      setBusy(null);
      signIn.open({ redirectTo: `/wizard?fromDashboard=true&redirectAction=${action}` });
    },
    [signIn, wizard.draft],
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
          if (stored) {
            draft = { ...stored, entreprise_info: stored.entreprise_info ?? draft.entreprise_info };
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
    setParams(next, { replace: true });
  }, [urlAction, params, setParams]);

  return { request, status, busy, recovered: recoveredMessage, dismissStatus: () => show(null) };
}
