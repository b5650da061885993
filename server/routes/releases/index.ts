import type { FastifyInstance } from 'fastify';
import {
  createdReleaseResponse,
  joinedReleaseResponse,
  publicReleaseView,
  releaseListResponse,
  releaseView,
} from '@core/releases/api';
import { participantSchema } from '@core/releases/participant';
import { createReleaseBody } from '@core/releases/terms';
import { z } from '@core/schemas/zod-fr';
import { idParams, ignoredUserId, ownerQuery } from '@core/schemas/wire';
import { accountOnly, requireUser } from '@server/policies';
import { contractBytes, enforceQuota } from '@server/storage-quota';
import { createRelease } from '@server/use-cases/create-release';
import { joinRelease, publicRelease } from '@server/use-cases/join-release';
import { closeRelease, listReleases, showRelease } from '@server/use-cases/manage-releases';
import type { ReleaseDeps } from '@server/use-cases/release-deps';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { invite } from '@server/use-cases/signature-notices';
import { routePlugin } from '../route-plugin';
import { requestMeta } from '../replies';

/** The séance use cases' dependencies, taken from the app (server/use-cases/release-deps.ts). */
export function releaseDeps(app: FastifyInstance): ReleaseDeps {
  const { repositories, deps } = app;
  const useCases = useCaseDeps(app);
  return {
    releases: repositories.releases,
    contracts: repositories.contracts,
    signatures: repositories.signatures,
    transaction: repositories.transaction,
    renderPdf: async (document, client) =>
      (await app.pdfRenderer.render(document, { client, layout: 'electronic' })).pdf,
    invite: (request, signer) => invite(useCases, request, signer, 'invitation'),
    sendMail: (message) => useCases.mailer.send(message),
    senderVerified: (user) => repositories.users.emailVerified(user.id),
    enforceContractQuota: (ownerId, contract) =>
      enforceQuota(useCases, ownerId, {}, { contracts: 1, bytes: contractBytes(contract) }),
    config: {
      secret: deps.config.auth.secret,
      baseUrl: deps.config.auth.baseUrl,
      participantCap: deps.config.releases.participantCap,
      signatureExpiryDays: deps.config.signature.expiryDays,
    },
    now: () => new Date(),
  };
}

/** As a signing link's (core/schemas/signature.ts signTokenParams): an unknown token is the link's 404. */
const tokenParams = z.strictObject({ token: z.string().max(100) });
const ownerActionBody = z.strictObject({ user_id: ignoredUserId }).nullish();

/**
 * Séances (docs/releases.md): the photographer creates, follows and closes them with an account;
 * a model reaches the public pair without one, the link's token being the credential (rate
 * limited per IP, server/plugins/rate-limit.ts).
 */
export const releaseRoutes = routePlugin(
  { name: 'release-routes', dependencies: ['repositories', 'render-pool', 'mailer'] },
  async (app) => {
    const deps = releaseDeps(app);

    app.post(
      '/releases',
      {
        onRequest: accountOnly,
        schema: { body: createReleaseBody, response: { 201: createdReleaseResponse } },
      },
      async (request, reply) => {
        const created = await createRelease(deps, request.user, request.body, requestMeta(request));
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/releases',
      { schema: { querystring: ownerQuery, response: { 200: releaseListResponse } } },
      async (request) => listReleases(deps, requireUser(request.user)),
    );

    app.get(
      '/releases/:id',
      { schema: { params: idParams, querystring: ownerQuery, response: { 200: releaseView } } },
      async (request) => showRelease(deps, requireUser(request.user), request.params.id),
    );

    app.post(
      '/releases/:id/close',
      {
        schema: {
          params: idParams,
          body: ownerActionBody,
          response: { 200: z.object({ closed_at: z.string() }) },
        },
      },
      async (request) => closeRelease(deps, requireUser(request.user), request.params.id),
    );

    app.get(
      '/releases/public/:token',
      { schema: { params: tokenParams, response: { 200: publicReleaseView } } },
      async (request) => publicRelease(deps, request.params.token),
    );

    app.post(
      '/releases/public/:token/participants',
      {
        schema: {
          params: tokenParams,
          body: participantSchema,
          response: { 201: joinedReleaseResponse },
        },
      },
      async (request, reply) => {
        const joined = await joinRelease(
          deps,
          request.params.token,
          request.body,
          requestMeta(request),
        );
        return reply.status(201).send(joined);
      },
    );
  },
);
