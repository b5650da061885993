import { ContractsPage } from '../features/contracts/components/contracts-page';
import { ContractsHelpButton } from '../features/contracts/components/contracts-help-button';

/** /contracts (SPEC §2 "Contract list"). The route composes features: the tutorial is mounted here. */
export function Component() {
  return <ContractsPage helpButton={<ContractsHelpButton />} />;
}
