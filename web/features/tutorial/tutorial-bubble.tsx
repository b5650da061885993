import { useCallback, useMemo } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { pickExpression } from '@web/components/mascot/expression';
import { Highlight } from './highlight';
import { Mascot } from '@web/components/mascot/mascot';
import type { TutorialMessage } from './message';
import { REDUCED_MOTION, useMedia } from '@web/lib/use-media';
import { useTypewriter } from './use-typewriter';

export type TutorialBubbleProps = {
  message: TutorialMessage;
  index: number;
  total: number;
  onNext: () => void;
  onClose: () => void;
  /** Opened by a button: focus moves into the bubble. Opened by itself: it stays in the form. */
  takesFocus?: boolean;
};

/**
 * The mascot's speech bubble (docs/product.md §2): types the message, « Suite » stays disabled
 * until the text is complete (« Terminer » on the last one); clicking the text or « Afficher tout
 * le texte » shows it at once (WCAG 2.2.2: typing lasts longer than five seconds); Escape, the
 * close button or a click outside closes it. A non-modal dialog: the form around it stays
 * usable, and on a phone the page makes room below so no field stays under it (useGuideInset).
 */
export function TutorialBubble({
  message,
  index,
  total,
  onNext,
  onClose,
  takesFocus = true,
}: TutorialBubbleProps) {
  // Opened by code (no Radix trigger): focus goes back to whatever had it, e.g. the bell.
  const focus = useReturnFocus();
  const inset = useGuideInset();
  // The drawing does not change while the message types: kept out of the letter-by-letter renders.
  const picture = useMemo(
    () =>
      message.image === 'auto' ? (
        <Mascot
          expression={pickExpression(message.text)}
          className="size-20 shrink-0 drop-shadow-md sm:size-28"
        />
      ) : (
        <img src={`/tutorial/${message.image}`} alt="" className="size-20 shrink-0 sm:size-28" />
      ),
    [message.image, message.text],
  );

  return (
    <RadixDialog.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          ref={inset}
          data-testid="tutorial-bubble"
          onOpenAutoFocus={takesFocus ? focus.onOpenAutoFocus : (event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            // Opened by itself, it gives the focus back only if the focus went into it (or was
            // lost with a button that disappeared): the page's heading then takes it, never
            // <body>. Someone typing in the form keeps their field.
            const active = document.activeElement;
            const inBubble =
              active === document.body ||
              Boolean(active?.closest('[data-testid="tutorial-bubble"]'));
            if (takesFocus || inBubble) focus.onCloseAutoFocus(event);
            else event.preventDefault();
          }}
          className="fixed inset-x-3 bottom-3 z-[70] flex items-end gap-1 opacity-100 transition-opacity duration-100 starting:opacity-0 focus:outline-none motion-reduce:transition-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[30rem] sm:gap-2"
        >
          {picture}
          <div className="relative mb-6 min-w-0 flex-1 rounded-2xl border border-brand-100 bg-white p-4 shadow-xl">
            <span
              aria-hidden="true"
              className="absolute bottom-6 -left-2 size-4 rotate-45 border-b border-l border-brand-100 bg-white"
            />
            <div className="flex items-start justify-between gap-2">
              <RadixDialog.Title className="text-sm font-semibold text-brand-800">
                {/* The space keeps « guide » and « 1 / 4 » apart in the dialog's accessible name. */}
                Plume, votre guide{' '}
                <span className="ml-1 font-normal text-slate-600">
                  {index + 1} / {total}
                </span>
              </RadixDialog.Title>
              <RadixDialog.Close
                aria-label="Fermer le tutoriel"
                className="-mt-1 -mr-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden="true" className="size-4" />
              </RadixDialog.Close>
            </div>
            <TypedMessage text={message.text} isLast={index === total - 1} onNext={onNext} />
          </div>
          {message.highlight && <Highlight targetId={message.highlight} />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The message as it types, its progress bar and « Suite »: the only part of the bubble that
 * changes with each letter, so a letter re-renders these few nodes and not the dialog, its focus
 * trap and the drawing around them (one render every 25 ms while the page is still loading —
 * docs/design.md §7).
 */
function TypedMessage({
  text,
  isLast,
  onNext,
}: {
  text: string;
  isLast: boolean;
  onNext: () => void;
}) {
  const reducedMotion = useMedia(REDUCED_MOTION);
  const typing = useTypewriter(text, { instant: reducedMotion });
  const next = () => {
    if (typing.done) onNext();
  };
  return (
    <>
      {/* Pointer shortcut only: keyboard users have « Suite », screen readers the description. */}
      <div
        onClick={() => (typing.done ? next() : typing.skip())}
        className="mt-1 grid min-h-[4.5rem] cursor-pointer text-[0.95rem] leading-relaxed text-slate-800"
      >
        {/* The whole message, invisible, in the same cell: the bubble has its final height
            from the first letter, instead of growing line by line (a layout shift on
            phones, where it sits at the bottom of the screen). */}
        <p aria-hidden="true" className="invisible col-start-1 row-start-1">
          {text}
        </p>
        <p aria-hidden="true" data-testid="tutorial-text" className="col-start-1 row-start-1">
          {typing.visibleText}
          {!typing.done && (
            <span className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-brand-600" />
          )}
        </p>
      </div>
      <RadixDialog.Description className="sr-only">{text}</RadixDialog.Description>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <div aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-brand-50">
          <div
            data-testid="tutorial-progress"
            className="h-full rounded-full bg-amber-400"
            style={{ width: `${Math.round(typing.progress * 100)}%` }}
          />
        </div>
        {!typing.done && (
          <Button
            size="sm"
            variant="ghost"
            onClick={(event) => {
              const bubble = event.currentTarget.closest('[data-testid="tutorial-bubble"]');
              typing.skip();
              // The button goes with the typing: « Suite », now usable, takes the focus.
              requestAnimationFrame(() =>
                bubble?.querySelector<HTMLElement>('[data-tutorial-next]')?.focus(),
              );
            }}
          >
            Afficher tout le texte
          </Button>
        )}
        <Button
          size="sm"
          data-tutorial-next
          aria-disabled={!typing.done}
          onClick={next}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {isLast ? 'Terminer' : 'Suite'}
        </Button>
      </div>
    </>
  );
}

/** Under this width the bubble spans the bottom of the screen (its classes' `sm:` breakpoint). */
const PHONE = '(max-width: 639px)';

/**
 * On a phone the bubble covers the bottom of the screen: while it is open, the page gets as much
 * room below its end and scrolls a focused field above it (`--guide-inset`, web/index.css), so
 * every field can be brought into view and used with the guide open.
 */
function useGuideInset() {
  return useCallback((node: HTMLElement | null) => {
    const root = document.documentElement;
    if (!node) {
      root.style.removeProperty('--guide-inset');
      return;
    }
    const update = () => {
      if (window.matchMedia(PHONE).matches)
        root.style.setProperty('--guide-inset', `${Math.ceil(node.offsetHeight) + 24}px`);
      else root.style.removeProperty('--guide-inset');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--guide-inset');
    };
  }, []);
}
