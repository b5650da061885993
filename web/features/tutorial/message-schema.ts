import { z } from '@core/schemas/zod-fr';

/**
 * A tutorial message (docs/product.md §3 "Other shapes"): `image` is 'auto' (the mascot's face is
 * picked from the text's keywords) or a file name under /tutorial/ shown instead of the mascot;
 * `highlight` is the id of the element to outline, or null.
 *
 * The messages are constants of the code, so only the tests parse them (messages.test.ts): the
 * pages import the inferred type alone and never build this schema while they load.
 */
export const tutorialMessageSchema = z.strictObject({
  id: z.string().min(1),
  text: z.string().min(1).max(400),
  image: z.union([z.literal('auto'), z.string().regex(/^[\w-]+\.(svg|png|webp)$/)]),
  read: z.boolean(),
  highlight: z.string().min(1).nullable(),
});
export type TutorialMessage = z.infer<typeof tutorialMessageSchema>;
