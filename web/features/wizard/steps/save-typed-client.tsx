import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { EntrepriseInfo } from '@core/schemas/profile';
import { clientFromAssignee } from '@core/rules/client-from-party';
import { validateClientForm } from '@core/rules/client-validation';
import { assigneeInBook } from '@core/rules/sides';
import { clientFieldLabel } from '@core/fields/profile-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { useClients, useCreateClient } from '@web/lib/clients-api';

export const SAVE_TYPED_CLIENT_LABEL = 'Enregistrer ce client dans «\u202fMes clients\u202f»';
export const TYPED_CLIENT_SAVED = 'Le client a été ajouté à «\u202fMes clients\u202f».';
export const TYPED_CLIENT_IN_BOOK = 'Ce client figure dans «\u202fMes clients\u202f».';
export const TYPED_CLIENT_SAVE_FAILED = 'Impossible d’enregistrer ce client dans vos clients.';

/**
 * A creator who types her client at step 3 keeps it for her next contracts: one button creates it
 * through the client book's API (the same schema and required fields as the « Mes clients » form),
 * and says so. A client already in the book, picked or saved, is not offered again.
 */
export function SaveTypedClient({ info }: { info: EntrepriseInfo | undefined }) {
  const clients = useClients();
  const create = useCreateClient();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inBook = assigneeInBook(info, clients.data ?? []);

  const save = async () => {
    setError(null);
    setSaved(false);
    if (!info) return;
    const client = clientFromAssignee(info, Date.now());
    const check = validateClientForm(client);
    if (!check.ok) {
      // The client form requires more than the contract does (a person's civility): named here.
      const missing = check.missing.map((key) => clientFieldLabel(client.type, key)).join(', ');
      setError(
        `${TYPED_CLIENT_SAVE_FAILED} ${check.message.replace(/\.$/, '')}\u00a0: ${missing}.`,
      );
      return;
    }
    try {
      await create.mutateAsync(client);
      setSaved(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? `${TYPED_CLIENT_SAVE_FAILED} ${failure.message}`
          : TYPED_CLIENT_SAVE_FAILED,
      );
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {!inBook && clients.isSuccess && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          loading={create.isPending}
          onClick={() => void save()}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {SAVE_TYPED_CLIENT_LABEL}
        </Button>
      )}
      {/* Always present, so the confirmation is announced when it appears. */}
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {inBook ? (saved ? TYPED_CLIENT_SAVED : TYPED_CLIENT_IN_BOOK) : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
