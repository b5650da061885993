import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from '@core/schemas/zod-fr';
import { draftSchemaToday } from '@core/rules/draft-rules';
import { draftWarnings, WARNING_CODES } from '@core/rules/draft-warnings';
import { buildContract } from '@core/templates/build-contract';
import { renderText } from '@core/document';

export const previewResponse = z.strictObject({
  preview: z.string(),
  warnings: z.array(
    z.strictObject({ code: z.enum(WARNING_CODES), field: z.string(), message: z.string() }),
  ),
});

/**
 * POST /preview (docs/product.md §7): the draft itself is the body (with user_id and the normalised
 * entreprise_info); the answer is the contract as plain text, beside the soft warnings the user
 * should weigh (core/rules/draft-warnings.ts: they never block). Pure and fast (≤ 2 ms, bench/),
 * so it runs on the event loop; the web app renders the same model itself on each keystroke.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.post(
    '/preview',
    { schema: { body: draftSchemaToday(), response: { 200: previewResponse } } },
    async (request) => {
      const today = new Date();
      return {
        preview: renderText(buildContract(request.body, { today })),
        warnings: draftWarnings(request.body, today).map(({ code, field, message }) => ({
          code,
          field,
          message,
        })),
      };
    },
  );
};
