import { signedFileName } from '@core/rules/export-file-name';
import {
  createSignatureRequestBody,
  signatoriesResponse,
  signatureRequestsResponse,
  signatureRequestView,
} from '@core/schemas/signature';
import { z } from '@core/schemas/zod-fr';
import { idParams, ignoredUserId, ownerQuery } from '@core/schemas/wire';

/** remind and cancel carry nothing but the ignored user_id; anything else is refused. */
const ownerActionBody = z.strictObject({ user_id: ignoredUserId }).nullish();
import { requireUser } from '@server/policies';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { routePlugin } from '../route-plugin';
import { requestMeta, sendFile } from '../replies';
import { requestSignatures, suggestSignatories } from '@server/use-cases/request-signatures';
import {
  cancelSignatureRequest,
  listSignatureRequests,
  remindSigners,
  showSignatureRequest,
  signedPdfOf,
} from '@server/use-cases/manage-signature-requests';

/**
 * The owner's signature requests (docs/electronic-signature.md): who must sign a
 * contract, send it, follow, remind, cancel, download the sealed PDF. An account is required
 * (the signers are told who sends them the contract).
 */
export const signatureRoutes = routePlugin(
  {
    name: 'signature-routes',
    dependencies: ['repositories', 'render-pool', 'mailer', 'sealer'],
  },
  async (app) => {
    const deps = useCaseDeps(app);
    app.get(
      '/contracts/:id/signatories',
      {
        schema: {
          params: idParams,
          querystring: ownerQuery,
          response: { 200: signatoriesResponse },
        },
      },
      async (request) => suggestSignatories(deps, requireUser(request.user), request.params.id),
    );

    app.post(
      '/contracts/:id/signature-requests',
      {
        schema: {
          params: idParams,
          body: createSignatureRequestBody,
          response: { 201: z.object({ id: z.string() }) },
        },
      },
      async (request, reply) => {
        const created = await requestSignatures(
          deps,
          requireUser(request.user),
          request.params.id,
          request.body,
          requestMeta(request),
        );
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/signature-requests',
      { schema: { querystring: ownerQuery, response: { 200: signatureRequestsResponse } } },
      async (request) => ({
        requests: await listSignatureRequests(deps, requireUser(request.user)),
      }),
    );

    app.get(
      '/signature-requests/:id',
      {
        schema: {
          params: idParams,
          response: { 200: signatureRequestView.extend({ chainIntact: z.boolean() }) },
        },
      },
      async (request) => showSignatureRequest(deps, requireUser(request.user), request.params.id),
    );

    app.post(
      '/signature-requests/:id/remind',
      {
        schema: {
          params: idParams,
          body: ownerActionBody,
          response: { 200: z.object({ reminded: z.number() }) },
        },
      },
      async (request) => remindSigners(deps, requireUser(request.user), request.params.id),
    );

    app.post(
      '/signature-requests/:id/cancel',
      { schema: { params: idParams, body: ownerActionBody } },
      async (request, reply) => {
        await cancelSignatureRequest(deps, requireUser(request.user), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/signature-requests/:id/pdf',
      { schema: { params: idParams, querystring: ownerQuery } },
      async (request, reply) => {
        const { pdf, title } = await signedPdfOf(
          deps,
          requireUser(request.user),
          request.params.id,
        );
        return sendFile(reply, pdf, 'pdf', signedFileName(title));
      },
    );
  },
);
