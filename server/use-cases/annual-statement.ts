import {
  annualStatementDocument,
  defaultStatementYear,
  statementKind,
  statementRefusal,
} from '@core/rights/annual-statement';
import type { ContractDocument } from '@core/schemas/document';
import { AppError } from '../errors';
import { authorize } from '../policies';
import type { SessionUser } from '../auth/session-user';
import { contractDayOf } from './contract-document';
import type { UseCaseDeps } from './deps';

export const DRAFT_STATEMENT_MESSAGE =
  'Ce contrat est encore un brouillon\u00a0: le relevé annuel concerne un contrat finalisé.';

/**
 * The yearly statement of one of the user's contracts (CPI L131-5-1), or the letter asking the
 * assignee for it when the user is the author: the document and the name of its file. Another
 * owner's contract is not found; an image authorisation, a consumer's contract, a draft or a year
 * outside the contract's life is refused with its French reason. Without a year, the last full
 * year of the contract.
 */
export async function annualStatement(
  deps: Pick<UseCaseDeps, 'repositories'>,
  user: SessionUser,
  contractId: string,
  requestedYear: number | undefined,
  today: Date = new Date(),
): Promise<{ document: ContractDocument; fileName: string }> {
  const contract = await deps.repositories.contracts.find(user.id, contractId);
  authorize(user, 'contract:read', contract);
  if (contract.is_draft)
    throw new AppError('ANNUAL_STATEMENT_UNAVAILABLE', { message: DRAFT_STATEMENT_MESSAGE });
  const draft = contract.draft;
  const contractDay = contractDayOf(draft, contract.created_at);
  const year = requestedYear ?? defaultStatementYear(contractDay, today);
  const refusal = statementRefusal(draft, { year, contractDay, today });
  if (refusal)
    throw new AppError(
      refusal.reason === 'year' ? 'ANNUAL_STATEMENT_YEAR' : 'ANNUAL_STATEMENT_UNAVAILABLE',
      { message: refusal.message },
    );
  const document = annualStatementDocument({ draft, title: contract.title, contractDay, year });
  const lead = statementKind(draft) === 'statement' ? 'Relevé annuel' : 'Demande de relevé annuel';
  return { document, fileName: `${lead} ${year} – ${contract.title}` };
}
