import { useCallback, useEffect, useMemo, useState } from 'react';
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
import { GUIDE_SLOT, PHONE, releaseGuideSlot } from './guide-slot';

export type TutorialBubbleProps = {
  message: TutorialMessage;
  index: number;
  total: number;
  onNext: () => void;
  onClose: () => void;
  /** Opened by a button: focus moves into the bubble. Opened by itself: it stays in the form. */
  takesFocus?: boolean;
  /**
   * On a phone, sits in the room the page keeps for it (GuideSlot, above the form) rather than
   * over the bottom of the screen: the wizard's welcome.
   */
  inPage?: boolean;
};

/**
 * The mascot's speech bubble (docs/product.md §2): types the message, « Suite » stays disabled
 * until the text is complete (« Terminer » on the last one); clicking the text or « Afficher tout
 * le texte » shows it at once (WCAG 2.2.2: typing lasts longer than five seconds); Escape, the
 * close button or (on a wide screen) a click outside closes it. A non-modal dialog: the form
 * around it stays usable, and on a phone the page makes room below so no field stays under it
 * (useGuideInset).
 *
 * On a phone, in a page that keeps a place for it (GuideSlot: the wizard), the bubble sits there,
 * in the page above the form, and covers nothing. Elsewhere it spans the bottom of the screen,
 * over the page: as soon as the person turns to the page (a field takes the focus, a tap or a
 * scroll), it folds into a small « Afficher le guide » button docked at the bottom left (beside
 * the bell where there is one), and unfolds where it was when that button is pressed (the typed
 * text and the message stay).
 */
export function TutorialBubble({
  message,
  index,
  total,
  onNext,
  onClose,
  takesFocus = true,
  inPage = false,
}: TutorialBubbleProps) {
  // Opened by code (no Radix trigger): focus goes back to whatever had it, e.g. the bell.
  const focus = useReturnFocus();
  const inset = useGuideInset();
  const phone = useMedia(PHONE);
  const slot = useGuideSlot(phone && inPage);
  const [docked, setDocked] = useState(false);
  const collapsed = phone && docked && !slot;
  useDockOnScroll(phone && !docked && !slot, () => setDocked(true));
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
      <RadixDialog.Portal container={slot}>
        <RadixDialog.Content
          ref={slot ? undefined : inset}
          data-testid="tutorial-bubble"
          data-collapsed={collapsed || undefined}
          // Folded, it sits among the page's floating controls: the page keeps their room below.
          data-floating-control={collapsed || undefined}
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
          onInteractOutside={(event) => {
            // On a phone, turning to the page (a field focused, a tap) folds the guide instead of
            // closing it: the form is free and the guide one tap away. In the page's own place
            // it covers nothing: it stays as it is.
            if (!phone) return;
            event.preventDefault();
            if (!slot) setDocked(true);
          }}
          onEscapeKeyDown={(event) => {
            // Folded, Escape belongs to the field being typed in (a list, a date picker).
            const from = event.target instanceof Element ? event.target : null;
            if (collapsed && !from?.closest('[data-testid="tutorial-bubble"]'))
              event.preventDefault();
          }}
          className={
            slot
              ? 'relative flex items-end gap-1 opacity-100 transition-opacity duration-100 starting:opacity-0 focus:outline-none motion-reduce:transition-none'
              : collapsed
                ? // Where the bell stands in that corner (the wizard's bar, tutorial-bell.tsx:
                  // left-4, 3rem wide, a 4px ring), the folded guide docks just right of it,
                  // between it and « Aperçu », instead of on top of it.
                  'fixed bottom-4 left-4 z-30 focus:outline-none [html:has([data-tutorial-bell])_&]:left-[4.5rem]'
                : 'fixed inset-x-3 bottom-3 z-[70] flex items-end gap-1 opacity-100 transition-opacity duration-100 starting:opacity-0 focus:outline-none motion-reduce:transition-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[30rem] sm:gap-2'
          }
        >
          {collapsed && (
            <button
              type="button"
              aria-expanded={false}
              onClick={(event) => {
                const bubble = event.currentTarget.closest<HTMLElement>(
                  '[data-testid="tutorial-bubble"]',
                );
                setDocked(false);
                // The button goes as the bubble unfolds: the dialog takes the focus, so a screen
                // reader reads the message and Tab reaches « Suite » and the close button.
                requestAnimationFrame(() => bubble?.focus({ preventScroll: true }));
              }}
              className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-100 bg-white pr-4 pl-1 text-sm font-medium text-brand-800 shadow-lg ring-4 ring-white opacity-100 transition-opacity duration-150 starting:opacity-0 hover:bg-brand-50 motion-reduce:transition-none"
            >
              <Mascot className="size-9" />
              Afficher le guide
            </button>
          )}
          {/* Folded, the bubble stays mounted, hidden: its typing and its message are kept. */}
          <div className={collapsed ? 'hidden' : 'contents'}>
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
          </div>
          {message.highlight && !collapsed && <Highlight targetId={message.highlight} />}
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

/**
 * The page's place for the guide when `wanted` (GuideSlot), or undefined: the bubble then goes to
 * the end of <body>, fixed to the screen. The place is released when the bubble leaves it.
 */
function useGuideSlot(wanted: boolean): HTMLElement | undefined {
  const [found] = useState(() => document.querySelector<HTMLElement>(GUIDE_SLOT) ?? undefined);
  const slot = wanted ? found : undefined;
  useEffect(() => (slot ? () => releaseGuideSlot(slot) : undefined), [slot]);
  return slot;
}

/** A scroll shorter than this (a field nudged into view, a finger resting) leaves the guide open. */
const SCROLL_SLACK_PX = 48;

/** While `active`, scrolling the page by more than a nudge calls `onScroll` once. */
function useDockOnScroll(active: boolean, onScroll: () => void) {
  useEffect(() => {
    if (!active) return undefined;
    const from = window.scrollY;
    const listener = () => {
      if (Math.abs(window.scrollY - from) > SCROLL_SLACK_PX) onScroll();
    };
    window.addEventListener('scroll', listener, { passive: true });
    return () => window.removeEventListener('scroll', listener);
    // onScroll only sets state: a new one each render need not restart the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}

/**
 * On a phone the bubble (or, folded, its button) covers the bottom of the screen: while it is
 * open, the page gets as much room below its end and scrolls a focused field above it
 * (`--guide-inset`, web/index.css), so every field can be brought into view and used.
 */
function useGuideInset() {
  return useCallback((node: HTMLElement | null) => {
    const root = document.documentElement;
    if (!node) {
      root.style.removeProperty('--guide-inset');
      return;
    }
    const update = () => {
      if (window.matchMedia(PHONE).matches) {
        const below = window.innerHeight - node.getBoundingClientRect().top;
        root.style.setProperty('--guide-inset', `${Math.ceil(below) + 16}px`);
      } else root.style.removeProperty('--guide-inset');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--guide-inset');
    };
  }, []);
}
