import type { FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { downloadFileName } from '@core/rules/export-file-name';
import { idParams } from '@core/schemas/wire';
import { authorize, requireAccount } from '@server/policies';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { annualStatement } from '@server/use-cases/annual-statement';
import {
  calendarFeed,
  createCalendarFeed,
  revokeCalendarFeed,
  setContractReminders,
} from '@server/use-cases/rights-notices';
import { routePlugin } from '../route-plugin';
import { sendFile } from '../replies';
import {
  annualStatementQuery,
  calendarBody,
  calendarResponse,
  calendarTokenParams,
  remindersBody,
  remindersResponse,
} from './schemas';

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

    app.get(
      '/contracts/:id/reminders',
      { schema: { params: idParams, response: { 200: remindersResponse } } },
      async (request) => {
        const user = requireAccount(request.user);
        const contract = await deps.repositories.contracts.find(user.id, request.params.id);
        authorize(user, 'contract:read', contract);
        const off = await deps.repositories.rightsNotices.remindersOff(user.id);
        return { enabled: !off.has(contract.id) };
      },
    );

    app.put(
      '/contracts/:id/reminders',
      { schema: { params: idParams, body: remindersBody, response: { 200: remindersResponse } } },
      async (request) =>
        setContractReminders(
          deps,
          requireAccount(request.user),
          request.params.id,
          request.body.enabled,
        ),
    );

    app.post(
      '/rights/calendar',
      { schema: { body: calendarBody, response: { 201: calendarResponse } } },
      async (request, reply) => {
        const created = await createCalendarFeed(deps, requireAccount(request.user));
        return reply.status(201).header('cache-control', 'no-store').send(created);
      },
    );

    app.delete('/rights/calendar', { schema: { body: calendarBody } }, async (request, reply) => {
      await revokeCalendarFeed(deps, requireAccount(request.user));
      return reply.status(204).send();
    });

    // Read by calendar clients, which carry no session: the token in the URL is the credential.
    app.get(
      '/rights/calendar/:token',
      { schema: { params: calendarTokenParams } },
      async (request, reply) => {
        const body = await calendarFeed(deps, request.params.token, new Date());
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="clausier-droits.ics"')
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .send(body);
      },
    );
  },
);
