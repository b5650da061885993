import type { ReactNode } from 'react';
import type { TutorialContext } from './contexts';
import { useTutorial } from './use-tutorial';

/**
 * Render-prop launcher for routes that just need a button:
 *   <TutorialLauncher context="contracts">{(start) => <ContractsHelpButton onOpenTutorial={start} />}</TutorialLauncher>
 */
export function TutorialLauncher({
  context,
  children,
}: {
  context: TutorialContext;
  children: (start: () => void) => ReactNode;
}) {
  const tutorial = useTutorial(context);
  return (
    <>
      {children(tutorial.start)}
      {tutorial.element}
    </>
  );
}
