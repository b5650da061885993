import { IMAGE_CONTEXTS } from '../answers/image-context';
import { z } from './zod-fr';

export const imageContextFields = {
  contexte_image: z
    .enum(IMAGE_CONTEXTS, {
      error:
        'contexte_image doit valoir «\u202fstandard\u202f», «\u202fechange\u202f» ou «\u202fsalarie\u202f».',
    })
    .default('standard'),
};
