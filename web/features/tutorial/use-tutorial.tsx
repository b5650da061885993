import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TUTORIAL_CONTEXTS, type TutorialContext } from './contexts';
import type { TutorialMessage } from './message';
import { LazyPiece } from '@web/components/layout/lazy-piece';
import { lazyNamed, prefetchWhenIdle } from '@web/lib/lazy-named';

// The bubble (a Radix dialog with the mascot) is fetched once the page is idle, not before its
// first paint: nobody has opened it yet (docs/design.md §7 « First load »).
const loadBubble = () => import('./tutorial-bubble');
const TutorialBubble = lazyNamed(loadBubble, 'TutorialBubble');

export type TutorialOptions = {
  /** Called once the bubble closes (close button, Escape, click outside or « Terminer »). */
  onClose?: () => void;
  /** On a phone, the bubble sits in the page's place for it (GuideSlot), not over the form. */
  inPage?: boolean;
};

export type TutorialController = {
  isOpen: boolean;
  index: number;
  messages: TutorialMessage[];
  /**
   * Opens the tutorial at its first message. Opened by a button, the bubble takes the focus;
   * opened by itself (`{ focus: false }`, the first visit's welcome), it leaves it in the form.
   */
  start: (options?: { focus?: boolean }) => void;
  close: () => void;
  /** Next message, or closes after the last one. */
  next: () => void;
  /** The bubble (and its highlight) to render anywhere in the page; null while closed. */
  element: ReactNode;
};

/**
 * A mascot tutorial for a named context (docs/product.md §2) or a page's own messages.
 *   const tutorial = useTutorial('editor');
 *   <EditorPage onOpenTutorial={tutorial.start} />{tutorial.element}
 */
export function useTutorial(
  source: TutorialContext | readonly TutorialMessage[],
  options: TutorialOptions = {},
): TutorialController {
  const initial = typeof source === 'string' ? TUTORIAL_CONTEXTS[source] : source;
  const [messages, setMessages] = useState<TutorialMessage[]>(() => initial.map((m) => ({ ...m })));
  const [index, setIndex] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const [takesFocus, setTakesFocus] = useState(true);
  const onCloseRef = useRef(options.onClose);
  useEffect(() => {
    onCloseRef.current = options.onClose;
  });
  useEffect(() => prefetchWhenIdle(loadBubble), []);

  const markRead = useCallback((at: number) => {
    setMessages((current) =>
      current.map((m, i) => (i === at && !m.read ? { ...m, read: true } : m)),
    );
  }, []);

  const start = useCallback(
    (startOptions?: { focus?: boolean }) => {
      setIndex(0);
      markRead(0);
      setTakesFocus(startOptions?.focus ?? true);
      setOpen(true);
    },
    [markRead],
  );

  const close = useCallback(() => {
    setOpen(false);
    onCloseRef.current?.();
  }, []);

  const next = useCallback(() => {
    if (index >= messages.length - 1) {
      close();
      return;
    }
    setIndex(index + 1);
    markRead(index + 1);
  }, [index, messages.length, close, markRead]);

  const current = messages[index];
  const element =
    isOpen && current ? (
      <LazyPiece name="Le tutoriel" floating onClose={close}>
        <TutorialBubble
          message={current}
          index={index}
          total={messages.length}
          onNext={next}
          onClose={close}
          takesFocus={takesFocus}
          inPage={options.inPage}
        />
      </LazyPiece>
    ) : null;

  return { isOpen, index, messages, start, close, next, element };
}
