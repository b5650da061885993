import { useState } from 'react';
import { Eye } from 'lucide-react';
import { LazyDialog } from '@web/components/layout/lazy-dialog';
import { Button } from '@web/components/ui/button';
import { lazyNamed } from '@web/lib/lazy-named';
import type { MobilePreviewProps } from './mobile-preview-dialog';

const MobilePreviewDialog = lazyNamed(
  () => import('./mobile-preview-dialog'),
  'MobilePreviewDialog',
);

export const MOBILE_PREVIEW_LABEL = 'Aperçu';

/**
 * On a phone (under 1024 px) the preview is one tap away at every step: a
 * button fixed at the bottom right opens it in a dialog, scrolled to the clause of the current
 * step, the same follow as beside the form on a wide screen. Closing it returns to the field.
 * The dialog (Radix) is loaded when first opened, not with the wizard's first screen.
 */
export function MobilePreview({ draft, today, step }: MobilePreviewProps) {
  const [open, setOpen] = useState(false);
  return (
    <div data-floating-control className="fixed right-4 bottom-6 z-30 lg:hidden">
      <Button
        size="sm"
        className="shadow-lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Eye aria-hidden="true" className="size-4" />
        {MOBILE_PREVIEW_LABEL}
        <span className="sr-only"> du contrat</span>
      </Button>
      <LazyDialog name="L’aperçu" open={open} onClose={() => setOpen(false)}>
        <MobilePreviewDialog
          open={open}
          onOpenChange={setOpen}
          draft={draft}
          today={today}
          step={step}
        />
      </LazyDialog>
    </div>
  );
}
