import { Link } from 'react-router';
import type { ContractSummary } from '../api';
import { contractPath } from '../contract-path';

/**
 * A title opens its contract page, where the state and its next step are (a title that offered
 * only « Valider / Supprimer / Annuler » left no way to simply open the contract).
 */
export function ContractTitle({ contract }: { contract: ContractSummary }) {
  return (
    // overflow-wrap:anywhere: a long unbroken title wraps instead of widening the table or the card past the screen.
    <Link
      to={contractPath(contract.id)}
      className="font-medium text-brand-700 underline-offset-4 [overflow-wrap:anywhere] hover:underline"
    >
      {contract.title}
    </Link>
  );
}
