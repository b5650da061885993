import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from '@core/schemas/zod-fr';
import { CONTRACT_TYPES } from '@core/answers/draft';
import {
  EMPTY_DESCRIPTION_MESSAGE,
  MAX_DESCRIPTION_LENGTH,
  analyzeDescription,
  isBlankDescription,
} from '@core/analyze/analyze-description';
import { AppError } from '@server/errors';
import { ignoredUserId } from '@core/schemas/wire';
import { partySideSchema } from '@core/schemas/side';

export const analyzeBody = z.strictObject({
  // A missing description is the same user mistake as an empty one: same message (docs/product.md
  // §5).
  description: z
    .string({ error: 'La description doit être un texte.' })
    .max(MAX_DESCRIPTION_LENGTH, {
      error: `La description ne doit pas dépasser ${MAX_DESCRIPTION_LENGTH} caractères.`,
    })
    .default(''),
  /** The user's side in the contract: the suggestion says what they cede or receive. */
  side: partySideSchema,
  /** Accepted and ignored (docs/design.md §4): the analysis is anonymous and stores nothing. */
  user_id: ignoredUserId,
});

export const analyzeResponse = z.strictObject({
  suggestion: z.string(),
  contract_types: z.array(z.enum(CONTRACT_TYPES)),
});

/**
 * POST /analyze (docs/product.md §7): keyword analysis of the project description, open to
 * everyone. The zod compilers are set on this plugin's own context so the route validates even
 * where the app did not set them globally.
 */
export const analyzeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.post(
    '/analyze',
    { schema: { body: analyzeBody, response: { 200: analyzeResponse } } },
    async (request) => {
      const { description, side } = request.body;
      if (isBlankDescription(description)) {
        throw new AppError('VALIDATION_FAILED', {
          message: EMPTY_DESCRIPTION_MESSAGE,
          fields: [{ path: 'description', message: EMPTY_DESCRIPTION_MESSAGE }],
        });
      }
      return analyzeDescription(description, side);
    },
  );
};
