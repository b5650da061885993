import type { AuthorType } from '../answers/draft';
import type { CompanyAuthor, PhysicalAuthor } from '../schemas/draft';
import type { Client } from '../schemas/client';
import { clientSchema } from '../schemas/client';
import type { EntrepriseInfo } from '../schemas/profile';
import { authorTypeToProfileType, newClientId } from './client-validation';

/**
 * docs/product.md §7: the client saved from the wizard's author step: a new id from `now`, the type
 * derived from auteur_type, the author's fields, and no saveToClients flag.
 */
export function clientFromAuthor(
  auteurInfo: PhysicalAuthor | CompanyAuthor,
  auteurType: AuthorType,
  now: Date | number,
): Client {
  // The wizard's bookkeeping (selected client id, save flag) and a minor's parents (answers of
  // this contract, legal review B3) are not client data.
  const { id: _selected, saveToClients: _save, ...rest } = auteurInfo;
  const {
    autorite_parentale: _authority,
    parent1: _p1,
    parent2: _p2,
    ...fields
  } = rest as PhysicalAuthor;
  void [_authority, _p1, _p2];
  return clientSchema.parse({
    ...fields,
    id: newClientId(now),
    type: authorTypeToProfileType(auteurType),
  });
}

/**
 * The client saved from a creator's step 3 (core/rules/sides.ts): the assignee she typed, as a
 * new client of her book — the same fields, a new id from `now`, without the profile's flag nor
 * the one-line seat derived from the address (kept only where it is the sole address).
 */
export function clientFromAssignee(info: EntrepriseInfo, now: Date | number): Client {
  const { is_configured: _configured, siege, ...fields } = info;
  void _configured;
  const addressed = [fields.adresse, fields.code_postal, fields.ville].some((v) => v.trim() !== '');
  return clientSchema.parse({
    ...fields,
    ...(siege && !addressed ? { siege } : {}),
    id: newClientId(now),
  });
}
