import { z } from '@core/schemas/zod-fr';
import { ignoredUserId } from '@core/schemas/wire';
import { routePlugin } from '../route-plugin';

const feedbackBody = z.strictObject({
  message: z
    .string({ error: 'Le message doit être un texte.' })
    .trim()
    .min(1, { error: 'Le message ne peut pas être vide.' })
    .max(2000, { error: 'Le message ne doit pas dépasser 2000 caractères.' }),
  user_id: ignoredUserId,
});

/**
 * Product feedback, rate limited per IP. From an account it keeps its owner (the account's export
 * holds it, its deletion erases it); from a visitor it is stored without any link to its author.
 */
export const feedbackRoutes = routePlugin(
  { name: 'feedback-routes', dependencies: ['repositories'] },
  async (app) => {
    app.post('/feedback', { schema: { body: feedbackBody } }, async (request, reply) => {
      const user = request.user;
      const owner = user && !user.isAnonymous ? user.id : null;
      await app.repositories.feedback.insert(request.body.message, owner);
      return reply.status(201).send({ ok: true });
    });
  },
);
