import type { Client } from '../schemas/client';
import { foldText } from './fold-text';

/** The name a client is listed and searched by: « Prénom Nom » for persons, the name for companies. */
export function clientDisplayName(client: Client): string {
  if (client.type === 'legal_entity') return client.nom.trim();
  return [client.prenom, client.nom]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * docs/product.md §5 client search: case-insensitive on first + last name (persons) and on the name
 * (companies). Beyond the spec it is also accent-insensitive (« eleonore » finds « Éléonore ») and
 * word-order-insensitive (« Dupont Jean » finds « Jean Dupont »). A blank query keeps everyone.
 */
export function matchesClient(client: Client, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(clientDisplayName(client));
  return words.every((word) => haystack.includes(word));
}

/** The clients matching the query, in their original order. */
export function searchClients<T extends Client>(clients: readonly T[], query: string): T[] {
  return clients.filter((client) => matchesClient(client, query));
}

/** docs/product.md §8: the client picker's empty texts (nothing matches / the book is empty). */
export const NO_CLIENT_MATCH_MESSAGE = 'Aucun client ne correspond à votre recherche.';
export const NO_CLIENT_YET_MESSAGE = 'Aucun client n’a été ajouté pour le moment.';

/** Which empty text the picker shows, or null when there are results. */
export function clientPickerEmptyMessage(all: readonly Client[], query: string): string | null {
  if (all.length === 0) return NO_CLIENT_YET_MESSAGE;
  return searchClients(all, query).length === 0 ? NO_CLIENT_MATCH_MESSAGE : null;
}
