import { ContractsPage } from '../features/contracts/components/contracts-page';
import { ContractsHelpButton } from '../features/contracts/components/contracts-help-button';
import { useTutorial } from '../features/tutorial/use-tutorial';
import { useRouteMeta } from '../lib/page-meta';

/** /contracts (docs/product.md §2 "Contract list"). The route composes features: the tutorial is mounted here. */
export function Component() {
  useRouteMeta('contracts');
  const tutorial = useTutorial('contracts');
  return (
    <>
      <ContractsPage helpButton={<ContractsHelpButton onOpenTutorial={tutorial.start} />} />
      {tutorial.element}
    </>
  );
}
