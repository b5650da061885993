import type { RequestStatus } from '../schemas/signature';
import { foldText } from './fold-text';

/**
 * Where a contract stands, in the order of its life (Brouillon → Finalisé → À signer → Signé /
 * Refusé); an expired or cancelled request leaves it to be sent again.
 */
export const CONTRACT_STATES = [
  'draft',
  'final',
  'pending',
  'signed',
  'refused',
  'expired',
  'cancelled',
] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const CONTRACT_STATE_LABELS: Record<ContractState, string> = {
  draft: 'Brouillon',
  final: 'Finalisé',
  pending: 'À signer',
  signed: 'Signé',
  refused: 'Refusé',
  expired: 'Expiré',
  cancelled: 'Demande annulée',
};

/** A contract's state from its draft flag and its newest signature request, if any. */
export function contractState(isDraft: boolean, request: RequestStatus | null): ContractState {
  if (isDraft) return 'draft';
  if (request === null) return 'final';
  return request === 'completed' ? 'signed' : request;
}

/**
 * The one next step each state offers (the contract page and the list): a draft is finalised,
 * a finalised contract is sent for signature, a pending request is followed up, a signed
 * contract's signed PDF is downloaded; a refused, expired or cancelled request is sent again.
 */
export type NextAction = 'finalize' | 'send' | 'remind' | 'download-signed';
export function nextAction(state: ContractState): NextAction {
  switch (state) {
    case 'draft':
      return 'finalize';
    case 'pending':
      return 'remind';
    case 'signed':
      return 'download-signed';
    default:
      return 'send';
  }
}

export const NEXT_ACTION_LABELS: Record<NextAction, string> = {
  finalize: 'Finaliser',
  send: 'Envoyer pour signature',
  remind: 'Relancer',
  'download-signed': 'Télécharger le PDF signé',
};

export const CONTRACT_SORTS = ['updated', 'created', 'title', 'client'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];
export const CONTRACT_SORT_LABELS: Record<ContractSort, string> = {
  updated: 'Dernière modification',
  created: 'Date de création',
  title: 'Titre (A → Z)',
  client: 'Client (A → Z)',
};

export type ListedContract = {
  title: string;
  client: string;
  state: ContractState;
  created_at: string;
  updated_at: string;
};

export type ContractListQuery = {
  /** Words found in the title or the client's name, in any order, accents and case aside. */
  search: string;
  /** 'all' or one state. */
  state: ContractState | 'all';
  /** 'all' or one client's name exactly as listed. */
  client: string;
  sort: ContractSort;
};

export const DEFAULT_LIST_QUERY: ContractListQuery = {
  search: '',
  state: 'all',
  client: 'all',
  sort: 'updated',
};

/**
 * The list's query as the page's address keeps it (`?q=…&etat=…&client=…&tri=…`): opening a
 * contract and coming Back finds the list as it was left. Anything unknown reads as the default.
 */
export function listQueryFromParams(get: (key: string) => string | null): ContractListQuery {
  const state = get('etat');
  const sort = get('tri');
  return {
    search: (get('q') ?? '').slice(0, 200),
    state: (CONTRACT_STATES as readonly string[]).includes(state ?? '')
      ? (state as ContractState)
      : 'all',
    client: (get('client') ?? '').slice(0, 200) || 'all',
    sort: (CONTRACT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ContractSort)
      : 'updated',
  };
}

/** The address's parameters for a query: only what differs from the default. */
export function listQueryParams(query: ContractListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.search) params.q = query.search;
  if (query.state !== 'all') params.etat = query.state;
  if (query.client !== 'all') params.client = query.client;
  if (query.sort !== 'updated') params.tri = query.sort;
  return params;
}

const byText = (a: string, b: string) =>
  a.localeCompare(b, 'fr', { sensitivity: 'base', numeric: true });

/** The contracts the query keeps, in its order (newest first for the dates, A → Z for names). */
export function queryContracts<T extends ListedContract>(
  contracts: readonly T[],
  query: ContractListQuery,
): T[] {
  const words = foldText(query.search).split(/\s+/).filter(Boolean);
  const kept = contracts.filter((contract) => {
    if (query.state !== 'all' && contract.state !== query.state) return false;
    if (query.client !== 'all' && contract.client !== query.client) return false;
    const haystack = foldText(`${contract.title} ${contract.client}`);
    return words.every((word) => haystack.includes(word));
  });
  const sorted = [...kept];
  switch (query.sort) {
    case 'updated':
      return sorted.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    case 'created':
      return sorted.sort((a, b) => b.created_at.localeCompare(a.created_at));
    case 'title':
      return sorted.sort((a, b) => byText(a.title, b.title));
    case 'client':
      // Contracts naming nobody yet go last, not first.
      return sorted.sort(
        (a, b) => Number(a.client === '') - Number(b.client === '') || byText(a.client, b.client),
      );
  }
}

/** The clients the filter offers: each name once, A → Z, without the empty one. */
export function listedClients(contracts: readonly Pick<ListedContract, 'client'>[]): string[] {
  return [...new Set(contracts.map((c) => c.client).filter(Boolean))].sort(byText);
}
