import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Client } from '@core/schemas/client';
import { ensureUser } from '../../auth/ensure-user';
import { createClient, deleteClient, findClient, listClients, updateClient } from '../../db/repositories/clients';
import { authorize, requireUser } from '../../policies';
import { presentClient } from './presenter';
import { clientBody, clientIdParams } from './schemas';

/** The address book, client by client (the whole-profile write of SPEC §7 keeps working too). */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/clients', async (request) => {
    const user = requireUser(request.user);
    return { clients: (await listClients(db, user.id)).map(presentClient) };
  });

  app.post('/clients', { schema: { body: clientBody } }, async (request, reply) => {
    const { user_id: _ignored, version: _version, ...client } = request.body;
    const user = await ensureUser(request, reply);
    const created = await createClient(db, user.id, client);
    return reply.status(201).send({ client: presentClient(created) });
  });

  app.put('/clients/:id', { schema: { params: clientIdParams, body: clientBody } }, async (request) => {
    const user = requireUser(request.user);
    const existing = await findClient(db, user.id, request.params.id);
    authorize(user, 'client:update', existing);
    const { user_id: _ignored, version, ...fields } = request.body;
    const client = { ...fields, id: existing.client.id } as Client;
    return { client: presentClient(await updateClient(db, user.id, client, version)) };
  });

  app.delete('/clients/:id', { schema: { params: clientIdParams } }, async (request, reply) => {
    const user = requireUser(request.user);
    const existing = await findClient(db, user.id, request.params.id);
    authorize(user, 'client:delete', existing);
    await deleteClient(db, user.id, existing.client.id);
    return reply.status(204).send();
  });
};
