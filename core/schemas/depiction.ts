import { DEPICTION_ANSWERS } from '../answers/depiction';
import { z } from './zod-fr';

export const depictionFields = {
  oeuvre_represente_modele: z
    .enum([...DEPICTION_ANSWERS, ''], {
      error: 'oeuvre_represente_modele doit valoir «\u202foui\u202f» ou «\u202fnon\u202f».',
    })
    .default(''),
};
