import { useState } from 'react';
import type { Draft } from '@core/schemas/draft';
import { readDraftId, storeDraftId } from '../state/wizard-storage';
import { saveContract } from './finalize-api';

export const VALIDATE_ERROR_MESSAGE = 'Une erreur est survenue lors de la finalisation du brouillon.';

/**
 * The validate path (SPEC §4 "Contract draft to standard"): rename, then save as a non-draft
 * contract (the stored draft is updated rather than duplicated).
 */
export function useValidateContract(draft: Draft, setTitle: (title: string) => void) {
  const [renameOpen, setRenameOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [validated, setValidated] = useState<{ id: string; title: string } | null>(null);

  const confirm = async (title: string) => {
    setSaving(true);
    setError(null);
    try {
      const id = await saveContract({ draft, title, id: readDraftId(), isDraft: false, fromStep6: true });
      storeDraftId(null);
      setTitle(title);
      setRenameOpen(false);
      setValidated({ id, title });
    } catch {
      setError(VALIDATE_ERROR_MESSAGE);
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
