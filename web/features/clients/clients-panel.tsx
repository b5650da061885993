import { useEffect, useRef } from 'react';
import { clientDisplayName } from '@core/rules/client-search';
import { Alert } from '@web/components/ui/alert';
import { ConflictChoiceAlert } from '@web/components/version-conflict/version-conflict-alert';
import { StickyMessages } from '@web/components/ui/sticky-messages';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { ClientForm } from './client-form';
import { ClientList } from './client-list';
import { CLIENT_MESSAGES } from './client-messages';
import { useClientsPanel } from './use-clients-panel';
import { COUNTERPART_TERMS } from '@core/rules/sides';
import { useUserProfile } from '@web/lib/profile-api';

/** « Mes clients » (docs/product.md §2): the address book with its list, add and edit views. */
export function ClientsPanel() {
  const panel = useClientsPanel();
  const side = useUserProfile().data?.side ?? 'cessionnaire';
  const { view } = panel;
  useFocusOnViewChange(view.kind);
  return (
    <section aria-labelledby="clients-heading" className="flex flex-col gap-4">
      <div>
        <h2
          id="clients-heading"
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Mes clients
        </h2>
        <p className="text-sm text-slate-700">
          {/* What the counterparts are to the user: the spec's words for a client, « vos clients »
              for a creator (core/rules/sides.ts). */}
          {side === 'cedant'
            ? `Enregistrez ${COUNTERPART_TERMS.cedant.bookHolds} pour remplir leurs informations en un clic dans vos contrats.`
            : 'Enregistrez les auteurs et modèles avec qui vous travaillez pour remplir leurs informations en un clic dans vos contrats.'}
        </p>
      </div>
      <StickyMessages>
        {panel.error && (
          <Alert tone="error" onClose={panel.dismissError}>
            {panel.error}
          </Alert>
        )}
        {panel.conflict && (
          <ConflictChoiceAlert
            title="Ce client a changé ailleurs"
            message={CLIENT_MESSAGES.conflict}
            onReload={() => panel.resolveConflict(false)}
            onKeep={() => panel.resolveConflict(true)}
          />
        )}
        {panel.success && <Alert tone="success">{panel.success}</Alert>}
      </StickyMessages>
      {view.kind === 'list' ? (
        panel.isLoading ? (
          <Spinner label="Chargement des clients…" />
        ) : panel.loadError ? (
          <RetryAlert message={panel.loadError} onRetry={panel.refresh} />
        ) : (
          <ClientList
            clients={panel.clients}
            query={panel.query}
            onQueryChange={panel.setQuery}
            onRefresh={panel.refresh}
            refreshing={panel.refreshing}
            onAdd={panel.openAdd}
            onEdit={panel.openEdit}
            onDelete={panel.askDelete}
          />
        )
      ) : (
        <ClientForm
          key={view.kind === 'edit' ? `${view.client.id}-${view.epoch}` : 'new'}
          client={view.kind === 'edit' ? view.client : undefined}
          saving={panel.saving}
          onSave={panel.save}
          onCancel={panel.backToList}
        />
      )}
      <ConfirmDialog
        open={panel.toDelete !== null}
        onOpenChange={(open) => !open && panel.cancelDelete()}
        title={CLIENT_MESSAGES.deleteTitle}
        description={CLIENT_MESSAGES.deleteQuestion}
        confirmLabel="Supprimer"
        destructive
        onConfirm={() =>
          // The dialog returns focus to the row's « Supprimer », which the deletion then removes:
          // once it is done, focus goes to the list's heading instead of <body>. A failed deletion
          // leaves the row, and the focus, where they were; its message sticks under the header.
          void panel
            .confirmDelete()
            .then(
              (deleted) =>
                deleted &&
                requestAnimationFrame(() => document.getElementById('clients-heading')?.focus()),
            )
        }
      >
        {panel.toDelete && <>Client : {clientDisplayName(panel.toDelete) || 'Client sans nom'}</>}
      </ConfirmDialog>
    </section>
  );
}

/**
 * The button pressed (« Ajouter un client », « Modifier », « Annuler », « Enregistrer ») goes away
 * with the view it belonged to: focus moves to the new view's heading — the form's, or the
 * list's — instead of falling to <body> (RGAA 12.8). Not on first render.
 */
function useFocusOnViewChange(kind: string) {
  const previous = useRef(kind);
  useEffect(() => {
    if (previous.current === kind) return;
    previous.current = kind;
    document.getElementById(kind === 'list' ? 'clients-heading' : 'client-form-heading')?.focus();
  }, [kind]);
}
