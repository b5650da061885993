import { useParams } from 'react-router';
import { FinalizePage } from '../features/contracts/finalize/finalize-page';
import { Checklist } from '../features/wizard/finalize/checklist';
import { useRouteMeta } from '../lib/page-meta';

/**
 * /wizard/finalize/:contractId (SPEC §2). The route composes two features: the contracts'
 * finalisation page shows the wizard's own step-6 checklist, whose « Compléter » focuses the
 * missing fields on this page.
 */
export function Component() {
  useRouteMeta('finalize');
  const { contractId = '' } = useParams();
  return (
    <FinalizePage
      key={contractId}
      contractId={contractId}
      renderChecklist={(readiness, focusMissingFields) => <Checklist readiness={readiness} onFix={focusMissingFields} />}
    />
  );
}
