import { isAbroad } from '@core/rules/foreign-party';
import type { Part } from '../model';
import { isBlank, v } from '../model';

/** What identifies a company abroad (LEGAL J17), beside the fields of a French one. */
export type ForeignRegistration = {
  pays?: string | undefined;
  registre?: string | undefined;
  numero_registre?: string | undefined;
  numero_tva?: string | undefined;
};

/**
 * A company established abroad is registered under its own law: « immatriculée au registre
 * Banque-Carrefour des Entreprises sous le numéro 0123.456.789 », never the French RCS and SIREN
 * (C. com. R123-237 concerns French companies); null for a French company, which keeps its RCS
 * line exactly as before.
 */
export function foreignRegistration(c: ForeignRegistration): Part[] | null {
  if (!isAbroad(c)) return null;
  return [', immatriculée au registre ', v(c.registre), ' sous le numéro ', v(c.numero_registre)];
}

/** « , identifiée à la TVA sous le numéro BE0123456789 » when the number was given. */
export function vatNumberParts(c: ForeignRegistration): Part[] {
  return isBlank(c.numero_tva)
    ? []
    : [', identifiée à la taxe sur la valeur ajoutée sous le numéro ', v(c.numero_tva)];
}
