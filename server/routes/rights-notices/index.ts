import type { FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { downloadFileName } from '@core/rules/export-file-name';
import { idParams } from '@core/schemas/wire';
import { requireAccount } from '@server/policies';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { annualStatement } from '@server/use-cases/annual-statement';
import { routePlugin } from '../route-plugin';
import { sendFile } from '../replies';
import { annualStatementQuery } from './schemas';

/** Aborts a queued render when the client goes away before its answer is written. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * What the user's contracts grant, beyond the contracts themselves (docs/rights-notices.md): the
 * yearly statement a copyright assignee owes the author (or the author's letter asking for it),
 * the private calendar feed of the grants' end dates and the reminders before they end.
 */
export const rightsNoticeRoutes = routePlugin(
  { name: 'rights-notice-routes', dependencies: ['repositories', 'render-pool', 'mailer'] },
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const deps = useCaseDeps(app);

    app.get(
      '/contracts/:id/annual-statement',
      { schema: { params: idParams, querystring: annualStatementQuery } },
      async (request, reply) => {
        const user = requireAccount(request.user);
        const { year, format } = request.query;
        const { document, fileName } = await annualStatement(deps, user, request.params.id, year);
        const options = { signal: abortOnClose(reply), client: `user:${user.id}` as const };
        // A statement or a letter is not initialled page by page: no initials box.
        const bytes =
          format === 'pdf'
            ? (await app.pdfRenderer.render(document, { ...options, layout: 'electronic' })).pdf
            : await app.pdfRenderer.renderDocx(document, options);
        return sendFile(reply, bytes, format, downloadFileName(fileName, format));
      },
    );
  },
);
