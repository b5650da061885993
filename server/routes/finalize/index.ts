import { checkReadiness } from '@core/rules/readiness';
import { authorize, requireAccount } from '@server/policies';
import { routePlugin } from '../route-plugin';
import { contractDayOf } from '@server/use-cases/contract-document';
import { presentFinalization } from './presenter';
import { finalizeResponse } from './schemas';
import { idParams, ownerQuery } from '@core/schemas/wire';

/**
 * GET /api/contracts/:id/finalize (docs/product.md §7, "finalization step data"): what the
 * finalisation page needs — the wizard data and the step-6 checklist computed by the same rule as
 * step 6. The page is for accounts (docs/product.md §2, §6): an anonymous session answers 403
 * ACCOUNT_REQUIRED.
 */
export const finalizeRoutes = routePlugin(
  { name: 'finalize-routes', dependencies: ['repositories'] },
  async (app) => {
    const { contracts } = app.repositories;
    app.get(
      '/contracts/:id/finalize',
      {
        schema: { params: idParams, querystring: ownerQuery, response: { 200: finalizeResponse } },
      },
      async (request) => {
        const user = requireAccount(request.user);
        const contract = await contracts.find(user.id, request.params.id);
        authorize(user, 'contract:read', contract);
        const day = contractDayOf(contract.draft, contract.created_at);
        return presentFinalization(contract, checkReadiness(contract.draft, day));
      },
    );
  },
);
