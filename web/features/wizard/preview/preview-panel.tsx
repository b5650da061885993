import { useRef, useState } from 'react';
import { Check, ChevronDown, Copy } from 'lucide-react';
import type { Draft } from '@core/schemas/draft';
import { LazyPiece } from '@web/components/layout/lazy-piece';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useMedia } from '@web/lib/use-media';
import { useTimedMessage } from '@web/lib/use-timed-message';
import type { StepNumber } from '../labels';
import { loadContractText, PreviewDocument } from './lazy-preview';

/**
 * The live preview (docs/product.md §4 "Preview", docs/design.md §1): built in the browser by
 * `core` on every change, no network call. Beside the form from 1024 px, below it and collapsible
 * under. With a `step`, it follows the wizard: the clause that step writes is scrolled into the box
 * and flashes. The text itself (preview-document.tsx, with the contract templates) is fetched
 * apart from the wizard's first screen.
 */
export function PreviewPanel({
  draft,
  today,
  step,
}: {
  draft: Draft;
  today: Date;
  step?: StepNumber;
}) {
  const [open, setOpen] = useState(false);
  // Under 1024 px the text is hidden (display: none) until « Afficher »: nothing to build and
  // lay out on each keystroke while nobody sees it (the phone's « Aperçu » dialog builds its own).
  const collapsed = useMedia('(max-width: 1023px)') && !open;
  const body = useRef<HTMLDivElement>(null);
  const hasType = draft.type_contrat.length > 0;
  const copied = useTimedMessage(2000);
  const [copyError, setCopyError] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await loadContractText(draft, today));
      setCopyError(false);
      copied.show('Copié !');
    } catch {
      setCopyError(true);
    }
  };

  return (
    <section
      aria-labelledby="preview-title"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id="preview-title" className="flex-1 text-base font-semibold text-slate-900">
          Aperçu du contrat
        </h2>
        <Button variant="outline" size="sm" onClick={() => void copy()} disabled={!hasType}>
          {copied.message ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          Copier
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls="preview-body"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Masquer' : 'Afficher'}
          <span className="sr-only"> l’aperçu</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </Button>
      </div>
      <p aria-live="polite" className="px-4 text-sm empty:hidden">
        {copied.message && (
          <span className="mt-2 block font-medium text-emerald-800">
            {copied.message} Le texte du contrat est dans le presse-papiers.
          </span>
        )}
        {copyError && (
          <span className="mt-2 block text-red-700">
            La copie a échoué : sélectionnez le texte puis copiez-le.
          </span>
        )}
      </p>
      <div
        ref={body}
        id="preview-body"
        data-testid="contract-preview"
        className={cn(
          'px-4 py-4 lg:block lg:max-h-[calc(100dvh-13rem)] lg:overflow-y-auto',
          open ? 'block' : 'hidden',
        )}
        tabIndex={0}
        aria-label="Texte du contrat"
        role="region"
      >
        {collapsed ? null : hasType ? (
          <LazyPiece name="L’aperçu" block>
            <PreviewDocument draft={draft} today={today} box={body} step={step} highlightChanges />
          </LazyPiece>
        ) : (
          <p className="text-sm text-slate-600">
            Choisissez au moins un type de contrat à l’étape 1 : l’aperçu se construit ici au fil de
            vos réponses.
          </p>
        )}
      </div>
    </section>
  );
}
