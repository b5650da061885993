import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** In-app navigation with unsaved changes asks first (the browser's prompt covers reloads). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(o) => !o && blocker.state === 'blocked' && blocker.reset()}
      title="Quitter sans enregistrer ?"
      description="Vos modifications non enregistrées seront perdues."
      confirmLabel="Quitter"
      cancelLabel="Rester"
      destructive
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
