import type { Client } from '@core/schemas/client';
import { ensureUser } from '@server/auth/ensure-user';
import { authorize, requireUser } from '@server/policies';
import { useCaseDeps } from '@server/plugins/use-case-deps';
import { routePlugin } from '../route-plugin';
import { enforceQuota } from '@server/storage-quota';
import { storedBytes } from '@core/rules/storage-quota';
import { presentClient } from './presenter';
import { clientBody, clientIdParams } from './schemas';
import { requireVersion } from '@server/use-cases/require-version';

/**
 * The address book, client by client (the whole-profile write of docs/product.md §7 keeps working
 * too).
 */
export const clientRoutes = routePlugin(
  { name: 'client-routes', dependencies: ['repositories'] },
  async (app) => {
    const deps = useCaseDeps(app);
    const { clients, transaction } = app.repositories;

    app.get('/clients', async (request) => {
      const user = requireUser(request.user);
      return { clients: (await clients.list(user.id)).map(presentClient) };
    });

    app.post('/clients', { schema: { body: clientBody } }, async (request, reply) => {
      const { user_id: _ignored, version: _version, ...client } = request.body;
      const user = await ensureUser(request, reply);
      await enforceQuota(deps, user.id, {}, { clients: 1, bytes: storedBytes(client) });
      // The profile's version moves with its address book (repositories/profiles.ts touchProfile).
      const created = await transaction(async (trx) => {
        const stored = await trx.clients.create(user.id, client);
        await trx.profiles.touch(user.id);
        return stored;
      });
      return reply.status(201).send({ client: presentClient(created) });
    });

    app.put(
      '/clients/:id',
      { schema: { params: clientIdParams, body: clientBody } },
      async (request) => {
        const user = requireUser(request.user);
        const existing = await clients.find(user.id, request.params.id);
        authorize(user, 'client:update', existing);
        const { user_id: _ignored, version, ...fields } = request.body;
        const client = { ...fields, id: existing.client.id } as Client;
        await enforceQuota(
          deps,
          user.id,
          { clientId: client.id },
          { clients: 1, bytes: storedBytes(client) },
        );
        const updated = await transaction(async (trx) => {
          const stored = await trx.clients.update(user.id, client, requireVersion(version));
          await trx.profiles.touch(user.id);
          return stored;
        });
        return { client: presentClient(updated) };
      },
    );

    app.delete('/clients/:id', { schema: { params: clientIdParams } }, async (request, reply) => {
      const user = requireUser(request.user);
      const existing = await clients.find(user.id, request.params.id);
      authorize(user, 'client:delete', existing);
      await transaction(async (trx) => {
        await trx.clients.delete(user.id, existing.client.id);
        await trx.profiles.touch(user.id);
      });
      return reply.status(204).send();
    });
  },
);
