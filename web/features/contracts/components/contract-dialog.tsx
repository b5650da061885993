import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import type { ContractSummary } from '../api';

/** A dialog about one contract of the list: open while one is chosen, closing lets it go. */
export function ContractDialog({
  contract,
  onClose,
  title,
  description,
  children,
}: {
  onClose: () => void;
  contract: ContractSummary | null;
  title: string;
  description: (contract: ContractSummary) => string;
  children: ReactNode;
}) {
  return (
    <Dialog open={contract !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={contract ? description(contract) : ''}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
