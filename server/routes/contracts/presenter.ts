import type { Contract, ContractSummary, ListedContract } from '@server/db/repositories/contracts';

/** What a client sees of a contract: never the owner id, never the editor's raw columns. */
export const presentSummary = (contract: ContractSummary) => ({
  id: contract.id,
  title: contract.title,
  is_draft: contract.is_draft,
  from_step6: contract.from_step6,
  created_at: contract.created_at,
  updated_at: contract.updated_at,
  version: contract.version,
});

/** A row of the list: the summary, the client's name, whether it can become a séance. */
export const presentListed = (contract: ListedContract) => ({
  ...presentSummary(contract),
  client: contract.client,
  offers_release: contract.offers_release,
});

export const presentContract = (contract: Contract) => ({
  ...presentSummary(contract),
  form_data: contract.draft,
});

/** docs/product.md §7: drafts are saved as 'Brouillon - {date}' unless the client names them. */
export const defaultDraftTitle = (date = new Date()) =>
  `Brouillon - ${date.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}`;
