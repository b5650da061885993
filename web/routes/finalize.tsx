import { useParams } from 'react-router';
import { FinalizePage } from '../features/contracts/finalize/finalize-page';

/** /wizard/finalize/:contractId (SPEC §2). */
export function Component() {
  const { contractId = '' } = useParams();
  return <FinalizePage key={contractId} contractId={contractId} />;
}
