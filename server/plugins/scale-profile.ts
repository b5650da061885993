import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScaleProfile, type ScaleProfile } from '../scale/profile';

export const SCALE_PROFILE_PLUGIN = 'scale-profile';

declare module 'fastify' {
  interface FastifyInstance {
    /** One instance or several (REDIS_URL), built once (server/scale/profile.ts). */
    scale: ScaleProfile;
  }
}

/** Decorates `app.scale`; its counters' connection closes with the app. */
export const scaleProfilePlugin = fp(
  async (app: FastifyInstance, { redisUrl }: { redisUrl?: string }) => {
    const scale = createScaleProfile(redisUrl, app.log);
    app.decorate('scale', scale);
    app.addHook('onClose', () => scale.close());
  },
  { name: SCALE_PROFILE_PLUGIN },
);
