import type { Draft } from '../schemas/draft';
import { grantorVatNumberAsked, isAbroad } from '../rules/foreign-party';
import { and, authorIsCompany, authorIsPerson } from './draft-conditions';
import { FOREIGN_COMPANY_BASE } from './foreign-company-base';
import { COMPANY_AUTHOR_LIMITS } from './text-limits';
import type { FieldCondition, FieldSpec } from './types';

/**
 * The author's foreign identification in the wizard (LEGAL J17): a company established abroad is
 * identified by its own register and number, both required then; its VAT number is asked of any
 * company author, and of a natural person once the reverse charge is chosen — required then,
 * since the invoice prints it (CGI ann. II art. 242 nonies A).
 */
const authorAbroad: FieldCondition = (root) =>
  isAbroad((root as Draft).auteur_info as { pays?: string });
const vatNumberAsked: FieldCondition = (root) => grantorVatNumberAsked(root as Draft);

const author = (
  name: keyof typeof FOREIGN_COMPANY_BASE,
  showIf: FieldCondition,
  requiredIf: FieldCondition,
): FieldSpec => ({
  ...FOREIGN_COMPANY_BASE[name],
  key: `auteur_info.${name}`,
  maxLength: COMPANY_AUTHOR_LIMITS[name],
  showIf,
  requiredIf,
  item: 'parties',
  step: 3,
});

const foreignCompany = and(authorIsCompany, authorAbroad);
const personVat = and(authorIsPerson, vatNumberAsked);

export const FOREIGN_AUTHOR_FIELD_SPECS: readonly FieldSpec[] = [
  author('registre', foreignCompany, foreignCompany),
  author('numero_registre', foreignCompany, foreignCompany),
  author('numero_tva', authorIsCompany, and(authorIsCompany, vatNumberAsked)),
  {
    ...author('numero_tva', personVat, personVat),
    hint: 'Le vôtre ou celui de l’auteur, qui facture la cession («\u202fFR\u202f» suivi de 11 caractères).',
  },
];
