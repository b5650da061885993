import { useCallback, useRef, useState } from 'react';
import type { Draft } from '@core/schemas/draft';
import { ApiError, isVersionProblem } from '@web/lib/api';
import { readDraftId, storeDraftId } from '../state/wizard-storage';
import { fetchDraft } from './finalize-api';
import { CONTRACT_RELOAD_FAILED } from '@web/components/version-conflict/version-conflict-alert';

/**
 * A wizard save refused because of its version (409: another tab saved first; 428: this tab
 * knew no version). Nothing is overwritten and the typed answers stay on screen; the user then
 * reloads the stored draft (« Recharger ») or keeps their answers, which adopts the stored
 * version so that the next save replaces the other one knowingly.
 */
export function useDraftConflict(restore: (draft: Draft) => void, current: Draft) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(current);
  latest.current = current;

  /** True when `error` is a version refusal, now shown to the user. */
  const report = useCallback((cause: unknown): boolean => {
    if (!isVersionProblem(cause)) return false;
    setError(null);
    setOpen(true);
    return true;
  }, []);

  const resolve = useCallback(
    async (keepMine: boolean) => {
      const id = readDraftId();
      if (!id) return setOpen(false);
      setBusy(true);
      setError(null);
      try {
        const stored = await fetchDraft(id);
        if (!keepMine && stored.draft) {
          // The assignee comes from this browser's profile choice when the stored draft has none.
          restore({
            ...stored.draft,
            entreprise_info: stored.draft.entreprise_info ?? latest.current.entreprise_info,
          });
        }
        storeDraftId(id, stored.version);
        setOpen(false);
      } catch (cause) {
        if (cause instanceof ApiError && cause.status === 404) {
          // Deleted meanwhile: the next save creates the contract afresh with these answers.
          storeDraftId(null);
          setOpen(false);
        } else {
          setError(CONTRACT_RELOAD_FAILED);
        }
      } finally {
        setBusy(false);
      }
    },
    [restore],
  );

  return {
    open,
    busy,
    error,
    report,
    reload: () => resolve(false),
    keepMine: () => resolve(true),
  };
}

export type DraftConflict = ReturnType<typeof useDraftConflict>;
