import { downloadFileName, signedFileName } from '@core/rules/export-file-name';
import {
  emptySigningBody,
  refuseBody,
  signBody,
  signingViewSchema,
  signTokenParams,
} from '@core/schemas/signature';
import { z } from '@core/schemas/zod-fr';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { routePlugin } from '../route-plugin';
import {
  refuseSignature,
  markDocumentRead,
  sendSigningCode,
  signContract,
  signingPdf,
  viewSigning,
} from '@server/use-cases/sign-contract';
import { requestMeta, sendFile } from '../replies';

/**
 * A signer's page (docs/electronic-signature.md), reached without an account:
 * the link's token is the credential, and the 6-digit code sent to the signer's address is the
 * proof that they are who the contract names.
 */
export const signRoutes = routePlugin(
  { name: 'sign-routes', dependencies: ['repositories', 'render-pool', 'mailer', 'sealer'] },
  async (app) => {
    const deps = useCaseDeps(app);
    app.get(
      '/sign/:token',
      { schema: { params: signTokenParams, response: { 200: signingViewSchema } } },
      async (request) => viewSigning(deps, request.params.token, requestMeta(request)),
    );

    app.get('/sign/:token/pdf', { schema: { params: signTokenParams } }, async (request, reply) => {
      const { pdf, title, signed } = await signingPdf(
        deps,
        request.params.token,
        requestMeta(request),
      );
      const name = signed ? signedFileName(title) : downloadFileName(title);
      return sendFile(reply, pdf, 'pdf', name, true);
    });

    app.post(
      '/sign/:token/read',
      { schema: { params: signTokenParams, body: emptySigningBody } },
      async (request, reply) => {
        await markDocumentRead(deps, request.params.token, requestMeta(request));
        return reply.status(204).send();
      },
    );

    app.post(
      '/sign/:token/code',
      {
        schema: {
          params: signTokenParams,
          body: emptySigningBody,
          response: { 200: z.object({ sentTo: z.string(), expiresAt: z.string() }) },
        },
      },
      async (request) => sendSigningCode(deps, request.params.token, requestMeta(request)),
    );

    app.post(
      '/sign/:token/sign',
      {
        schema: {
          params: signTokenParams,
          body: signBody,
          response: { 200: z.object({ status: z.enum(['signed', 'completed']) }) },
        },
      },
      async (request) =>
        signContract(deps, request.params.token, request.body, requestMeta(request)),
    );

    app.post(
      '/sign/:token/refuse',
      { schema: { params: signTokenParams, body: refuseBody } },
      async (request, reply) => {
        await refuseSignature(
          deps,
          request.params.token,
          request.body.reason,
          requestMeta(request),
        );
        return reply.status(204).send();
      },
    );
  },
);
