import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createSealer, type Sealer } from '../seal/sealer';

export const SEALER_PLUGIN = 'sealer';

declare module 'fastify' {
  interface FastifyInstance {
    sealer: Sealer;
  }
}

export const sealerPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<Config, 'dataDir' | 'signature'> }) => {
    const sealer = createSealer(config, {}, app.log);
    app.decorate('sealer', sealer);
    app.addHook('onClose', () => sealer.close());
  },
  { name: SEALER_PLUGIN },
);
