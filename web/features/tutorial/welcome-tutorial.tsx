import { useEffect } from 'react';
import { PENDING_DIALOG_SELECTOR } from '@web/components/layout/lazy-dialog';
import { hasSeenWelcome, markWelcomeSeen } from './storage';
import { releaseGuideSlot } from './guide-slot';
import { TutorialBell } from './tutorial-bell';
import { useTutorial } from './use-tutorial';

const WAIT_POLL_MS = 250;

/**
 * The wizard welcome (docs/product.md §2, §4): opens by itself on the first visit only (the visited
 * flag is set as soon as it shows, after any dialog already open closes), and the bell replays it.
 */
export function WelcomeTutorial() {
  const tutorial = useTutorial('welcome', { inPage: true });
  const { start } = tutorial;
  useEffect(() => {
    if (hasSeenWelcome()) return undefined;
    // Someone already typing or clicking in the page has found their way: the welcome, a modal
    // that takes the focus, would swallow their next keys (« Séance photo » became
    // « Sphoto »). It is then not shown by itself; the bell still plays it.
    let busy = false;
    const onInteraction = (event: Event) => {
      // What is done in another dialog (the profile's « Annuler ») is no sign of knowing the wizard.
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      busy = true;
    };
    const events = ['keydown', 'pointerdown'] as const;
    for (const type of events) document.addEventListener(type, onInteraction, true);
    const stopListening = () => {
      for (const type of events) document.removeEventListener(type, onInteraction, true);
    };
    // Never stacked on another dialog (the wizard's profile modal opens on arrival, its file may
    // still be on its way): wait until none is open, so the two never fight over focus.
    const timer = setInterval(() => {
      if (
        document.querySelector(`[role="dialog"], [role="alertdialog"], ${PENDING_DIALOG_SELECTOR}`)
      )
        return;
      clearInterval(timer);
      stopListening();
      markWelcomeSeen();
      if (!busy) start({ focus: false });
      // Not shown by itself: the room kept for it above the form goes.
      else releaseGuideSlot();
    }, WAIT_POLL_MS);
    return () => {
      clearInterval(timer);
      stopListening();
    };
  }, [start]);
  return (
    <>
      {tutorial.element}
      <TutorialBell onClick={() => tutorial.start()} />
    </>
  );
}
