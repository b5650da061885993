import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogFooter } from './dialog';

type HelpDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The points of the help, as `<li>` elements. */
  children: ReactNode;
};

/** A page's written help: a short list of what can be done there, closed by « J’ai compris ». */
export function HelpDialog({ open, onOpenChange, title, description, children }: HelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">{children}</ul>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>J’ai compris</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
