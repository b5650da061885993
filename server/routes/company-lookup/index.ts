import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from '@core/schemas/zod-fr';
import { luhnValid } from '@core/rules/siren';
import { AppError } from '@server/errors';
import { fetchCompany } from './fetch-company';

export const INVALID_SIREN_MESSAGE =
  'Le SIREN doit compter 9 chiffres et avoir une clé de contrôle valide.';

const companySchema = z.strictObject({
  nom: z.string(),
  forme_juridique: z.string(),
  siren: z.string(),
  adresse: z.string(),
  code_postal: z.string(),
  ville: z.string(),
  representant_prenom: z.string(),
  representant_nom: z.string(),
  qualite_representant: z.string(),
});

export const companyLookupResponse = z.strictObject({ company: companySchema });

/**
 * GET /company-lookup/:siren: optional autofill of a company from the public
 * « Recherche d'entreprises » API, at COMPANY_LOOKUP_URL. Off when that is unset (503, the form
 * stays manual). Rate-limited with the generation endpoints; the request log keeps only the
 * route pattern, never the SIREN nor the answer.
 */
export const companyLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.get(
    '/company-lookup/:siren',
    {
      schema: { params: z.object({ siren: z.string() }), response: { 200: companyLookupResponse } },
    },
    async (request) => {
      const { siren } = request.params;
      if (!/^\d{9}$/.test(siren) || !luhnValid(siren)) {
        throw new AppError('VALIDATION_FAILED', {
          message: INVALID_SIREN_MESSAGE,
          fields: [{ path: 'siren', message: INVALID_SIREN_MESSAGE }],
        });
      }
      const baseUrl = app.deps.config.companyLookupUrl;
      if (!baseUrl) throw new AppError('COMPANY_LOOKUP_UNAVAILABLE');
      const result = await fetchCompany(baseUrl, siren);
      if (result.kind === 'none') throw new AppError('COMPANY_NOT_FOUND');
      if (result.kind === 'unavailable') throw new AppError('COMPANY_LOOKUP_UNAVAILABLE');
      return { company: result.company };
    },
  );
};
