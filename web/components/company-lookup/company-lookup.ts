import { z } from 'zod';
import { checkSiren } from '@core/rules/siren';
import { ApiError, apiFetch, hasErrorCode } from '@web/lib/api';

/** The fields GET /api/company-lookup/:siren can fill (server/routes/company-lookup). */
export const LOOKUP_FIELDS = [
  'nom',
  'forme_juridique',
  'adresse',
  'code_postal',
  'ville',
  'representant_prenom',
  'representant_nom',
  'qualite_representant',
] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];
export type CompanyPatch = Partial<Record<LookupField, string>>;

const answerSchema = z.object({
  company: z.object(Object.fromEntries(LOOKUP_FIELDS.map((key) => [key, z.string()]))),
});

export const FILLED_MESSAGE = 'Informations de l’entreprise remplies.';
export const NOTHING_TO_FILL_MESSAGE = 'Les champs sont déjà remplis\u00a0: rien n’a été modifié.';
export const UNAVAILABLE_MESSAGE =
  'La recherche d’entreprise est indisponible\u00a0: remplissez le formulaire à la main.';

/** The SIREN to look up: a valid SIREN, or the first 9 digits of a valid SIRET; else null. */
export function sirenToLookUp(value: string): string | null {
  const check = checkSiren(value);
  if (!check.valid || !check.kind) return null;
  return value.replace(/\D/g, '').slice(0, 9);
}

/** Only the fields the user left empty: the autofill never overwrites what was typed. */
export function emptyFieldsPatch(
  current: (key: LookupField) => string,
  company: CompanyPatch,
): CompanyPatch {
  const patch: CompanyPatch = {};
  for (const key of LOOKUP_FIELDS) {
    const found = company[key]?.trim();
    if (found && current(key).trim() === '') patch[key] = found;
  }
  return patch;
}

/** The company found for a SIREN, or an ApiError whose message is the French text to show. */
export async function lookupCompany(siren: string, signal?: AbortSignal): Promise<CompanyPatch> {
  try {
    const answer = await apiFetch(`/api/company-lookup/${encodeURIComponent(siren)}`, {
      schema: answerSchema,
      signal,
    });
    return answer.company as CompanyPatch;
  } catch (error) {
    // Server unreachable or odd answer: same polite sentence as the server's own 503.
    if (
      error instanceof ApiError &&
      (error.status === 0 || hasErrorCode(error, 'INVALID_RESPONSE'))
    ) {
      throw new ApiError(error.status, error.code, UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}
