import { useParams } from 'react-router';
import { FinalizePage } from '../features/contracts/finalize/finalize-page';
import { FinalizeCompletion } from '../features/wizard/finalize/finalize-completion';
import { useRouteMeta } from '../lib/page-meta';

/**
 * /wizard/finalize/:contractId (docs/product.md §2). The route composes two features: the
 * contracts' finalisation page shows the wizard's finalisation flow (the step-6 checklist and every
 * missing field in place, from the field registry).
 */
export function Component() {
  useRouteMeta('finalize');
  const { contractId = '' } = useParams();
  return (
    <FinalizePage
      key={contractId}
      contractId={contractId}
      renderCompletion={(props) => <FinalizeCompletion {...props} />}
    />
  );
}
