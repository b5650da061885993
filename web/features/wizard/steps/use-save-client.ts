import { useState } from 'react';
import type { Draft } from '@core/schemas/draft';
import { validateClientForm } from '@core/rules/client-validation';
import { usesAuthorInfo } from '@core/rules/distinct-model';
import { useCreateClient } from '@web/lib/clients-api';
import { useTimedMessage } from '@web/lib/use-timed-message';

export const CLIENT_SAVED_MESSAGE = 'Le contact a été ajouté à vos clients avec succès.';
export const CLIENT_SAVE_FAILED_MESSAGE = 'Impossible de sauvegarder ce contact dans vos clients.';

/**
 * « Enregistrer dans mes clients » (docs/product.md §8): when the box is ticked, leaving step 3
 * saves the author as a new client. Returns the draft to continue with (the new client id, box
 * unticked), or null when the wizard must stay on step 3 (required fields missing).
 */
export function useSaveAuthorToClients() {
  const create = useCreateClient();
  const success = useTimedMessage(5000);
  const [error, setError] = useState<string | null>(null);

  const saveIfRequested = async (draft: Draft): Promise<Draft | null> => {
    setError(null);
    // Image only with a distinct model hides the author form: a box ticked earlier saves nothing.
    if (!draft.auteur_info.saveToClients || draft.auteur_info.id || !usesAuthorInfo(draft))
      return draft;
    // Loaded with the save (its schema too), not before the wizard's first paint.
    const { clientFromAuthor } = await import('@core/rules/client-from-party');
    const client = clientFromAuthor(draft.auteur_info, draft.auteur_type, Date.now());
    const check = validateClientForm(client);
    if (!check.ok) {
      setError(`${CLIENT_SAVE_FAILED_MESSAGE} ${check.message}`);
      return null;
    }
    try {
      const saved = await create.mutateAsync(client);
      success.show(CLIENT_SAVED_MESSAGE);
      return draft.auteur_type === 'Personne physique'
        ? { ...draft, auteur_info: { ...draft.auteur_info, id: saved.id, saveToClients: false } }
        : { ...draft, auteur_info: { ...draft.auteur_info, id: saved.id, saveToClients: false } };
    } catch {
      setError(CLIENT_SAVE_FAILED_MESSAGE);
      return draft;
    }
  };

  return {
    saveIfRequested,
    saving: create.isPending,
    success: success.message,
    error,
    clearError: () => setError(null),
  };
}
