import { useState } from 'react';
import type { Draft } from '@core/schemas/draft';
import {
  readDraftId,
  readDraftVersion,
  rememberStep6Contract,
  rememberValidated,
  storeDraftId,
} from '../state/wizard-storage';
import { saveContract } from './finalize-api';

export const VALIDATE_ERROR_MESSAGE =
  'Une erreur est survenue lors de la finalisation du brouillon.';

/**
 * The validate path (docs/product.md §4 "Contract draft to standard"): rename, then save as a
 * non-draft contract (the stored draft is updated rather than duplicated).
 */
export function useValidateContract(
  draft: Draft,
  setTitle: (title: string) => void,
  /** Shows a version refusal (409/428) and answers true; anything else stays this hook's error. */
  reportConflict: (error: unknown) => boolean = () => false,
) {
  const [renameOpen, setRenameOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [validated, setValidated] = useState<{ id: string; title: string } | null>(null);

  /** Saves; answers the saved contract, or null when the save failed (the error is shown). */
  const confirm = async (title: string): Promise<{ id: string; title: string } | null> => {
    setSaving(true);
    setError(null);
    try {
      const { id } = await saveContract({
        draft,
        title,
        id: readDraftId(),
        version: readDraftVersion(),
        isDraft: false,
        fromStep6: true,
      });
      storeDraftId(null);
      rememberStep6Contract(id, draft);
      rememberValidated(id);
      setTitle(title);
      setRenameOpen(false);
      setValidated({ id, title });
      return { id, title };
    } catch (cause) {
      // A version refusal closes the dialog: the conflict banner, beside the answers, says what to do.
      if (reportConflict(cause)) setRenameOpen(false);
      else setError(VALIDATE_ERROR_MESSAGE);
      return null;
    } finally {
      setSaving(false);
    }
  };

  return {
    renameOpen,
    openRename: () => {
      setError(null);
      setRenameOpen(true);
    },
    closeRename: () => setRenameOpen(false),
    saving,
    error,
    confirm,
    validated,
    closeValidated: () => setValidated(null),
  };
}
