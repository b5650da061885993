import { text } from './zod-fr';

/**
 * A party established abroad (LEGAL J17) is identified by its own register, not the French RCS
 * and SIREN: `registre` names it (« Banque-Carrefour des Entreprises »), `numero_registre` is the
 * number there. `numero_tva` is the intra-Community VAT number both sides of a reverse-charged
 * invoice must print (CGI ann. II art. 242 nonies A). The country is the address's `pays`. Each
 * is optional and absent by default, like `pays`, so a French party's record is unchanged.
 */
export const vatNumberFields = {
  numero_tva: text(20).optional(),
};

export const foreignRegistrationFields = {
  registre: text(120).optional(),
  numero_registre: text(40).optional(),
  ...vatNumberFields,
};
