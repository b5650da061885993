import { idParams } from '@core/schemas/wire';
import { requireUser } from '@server/policies';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { listRights, markEndOfTermDone, renewContract } from '@server/use-cases/rights-register';
import { routePlugin } from '../route-plugin';
import { presentRights } from './presenter';
import {
  endOfTermBodySchema,
  endOfTermResultSchema,
  renewalBodySchema,
  renewalResultSchema,
  rightsListSchema,
} from './schemas';

/** The rights register (docs/rights.md): what the owner's contracts grant, renewal, end of term. */
export const rightsRoutes = routePlugin(
  { name: 'rights-routes', dependencies: ['repositories'] },
  async (app) => {
    const deps = useCaseDeps(app);

    app.get('/rights', { schema: { response: { 200: rightsListSchema } } }, async (request) => {
      const user = requireUser(request.user);
      return presentRights(await listRights(deps, user.id, new Date()));
    });

    app.post(
      '/contracts/:id/renewal',
      {
        schema: {
          params: idParams,
          body: renewalBodySchema,
          response: { 201: renewalResultSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request.user);
        const created = await renewContract(deps, user, request.params.id, request.body?.kind);
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/contracts/:id/end-of-term',
      {
        schema: {
          params: idParams,
          body: endOfTermBodySchema,
          response: { 200: endOfTermResultSchema },
        },
      },
      async (request) => {
        const user = requireUser(request.user);
        return markEndOfTermDone(deps, user, request.params.id, request.body.kind, new Date());
      },
    );
  },
);
