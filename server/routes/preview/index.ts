import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from '@core/schemas/zod-fr';
import { draftSchemaToday } from '@core/rules/draft-rules';
import { buildContract } from '@core/templates/build-contract';
import { renderText } from '@core/document';

export const previewResponse = z.strictObject({ preview: z.string() });

/**
 * POST /preview (docs/product.md §7): the draft itself is the body (with user_id and the normalised
 * entreprise_info); the answer is the contract as plain text. Pure and fast (≤ 2 ms, bench/),
 * so it runs on the event loop; the web app renders the same model itself on each keystroke.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.post(
    '/preview',
    { schema: { body: draftSchemaToday(), response: { 200: previewResponse } } },
    async (request) => ({
      preview: renderText(buildContract(request.body, { today: new Date() })),
    }),
  );
};
