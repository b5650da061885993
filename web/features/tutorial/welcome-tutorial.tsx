import { useEffect } from 'react';
import { PENDING_DIALOG_SELECTOR } from '../../components/layout/lazy-dialog';
import { hasSeenWelcome, markWelcomeSeen } from './storage';
import { TutorialBell } from './tutorial-bell';
import { useTutorial } from './use-tutorial';

const WAIT_POLL_MS = 250;

/**
 * The wizard welcome (docs/product.md §2, §4): opens by itself on the first visit only (the visited
 * flag is set as soon as it shows, after any dialog already open closes), and the bell replays it.
 */
export function WelcomeTutorial() {
  const tutorial = useTutorial('welcome');
  const { start } = tutorial;
  useEffect(() => {
    if (hasSeenWelcome()) return undefined;
    // Never stacked on another dialog (the wizard's profile modal opens on arrival, its file may
    // still be on its way): wait until none is open, so the two never fight over focus.
    const timer = setInterval(() => {
      if (
        document.querySelector(`[role="dialog"], [role="alertdialog"], ${PENDING_DIALOG_SELECTOR}`)
      )
        return;
      clearInterval(timer);
      markWelcomeSeen();
      start();
    }, WAIT_POLL_MS);
    return () => clearInterval(timer);
  }, [start]);
  return (
    <>
      {tutorial.element}
      <TutorialBell onClick={tutorial.start} />
    </>
  );
}
