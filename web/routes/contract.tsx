import { useParams } from 'react-router';
import { ContractsPage } from '../features/contracts/components/contracts-page';
import { useRouteMeta } from '../lib/page-meta';

/** /contracts/:contractId: one contract, its state and its next step (the list's titles lead here). */
export function Component() {
  useRouteMeta('contracts');
  const { contractId = '' } = useParams();
  return <ContractsPage contractId={contractId} />;
}
