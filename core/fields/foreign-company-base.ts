import { vatNumberError } from '../rules/foreign-party';
import { wordRule } from './formats';
import type { FieldSpec, FormatRule } from './types';

/**
 * The identification of a company established abroad (LEGAL J17), asked wherever a company is:
 * its own register and number instead of the RCS and SIREN, and its intra-Community VAT number.
 */
export const vatNumberRule: FormatRule = (value) => vatNumberError(value);

export const FOREIGN_COMPANY_BASE: Record<
  'registre' | 'numero_registre' | 'numero_tva',
  Omit<FieldSpec, 'key' | 'maxLength' | 'item' | 'step' | 'group'>
> = {
  registre: {
    label: 'Registre d’immatriculation (société établie hors de France)',
    kind: 'text',
    format: wordRule,
    placeholder: 'Ex.\u00a0: Banque-Carrefour des Entreprises',
    hint: 'Pour une société étrangère, à la place du RCS et du SIREN.',
  },
  numero_registre: {
    label: 'Numéro d’immatriculation à ce registre',
    kind: 'text',
    format: wordRule,
    placeholder: 'Ex.\u00a0: 0123.456.789',
  },
  numero_tva: {
    label: 'Numéro de TVA intracommunautaire',
    kind: 'text',
    format: vatNumberRule,
    placeholder: 'Ex.\u00a0: BE0123456789',
    hint: 'Il figure sur les factures en autoliquidation.',
  },
};
