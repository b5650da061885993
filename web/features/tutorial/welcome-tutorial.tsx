import { useEffect } from 'react';
import { hasSeenWelcome, markWelcomeSeen } from './storage';
import { TutorialBell } from './tutorial-bell';
import { useTutorial } from './use-tutorial';

/**
 * The wizard welcome (SPEC §2, §4): opens by itself on the first visit only (the visited flag
 * is set as soon as it shows), and the bell replays it at any time.
 */
export function WelcomeTutorial() {
  const tutorial = useTutorial('welcome');
  const { start } = tutorial;
  useEffect(() => {
    if (hasSeenWelcome()) return;
    markWelcomeSeen();
    start();
  }, [start]);
  return (
    <>
      {tutorial.element}
      <TutorialBell onClick={tutorial.start} />
    </>
  );
}
