import { optionalText, text } from './zod-fr';

/**
 * A postal address, with the same limits wherever one is asked: an author or model, a company, a
 * parent, the profile, a client. `pays` absent or '' means France (the default); another country
 * lifts the 5-digit postal code rule (core/fields/formats.ts).
 */
export const postalAddressFields = {
  adresse: optionalText(300),
  code_postal: optionalText(20),
  ville: optionalText(120),
  pays: text(80).optional(),
};
