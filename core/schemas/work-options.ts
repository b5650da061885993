import {
  COLLECTING_SOCIETIES,
  CREDIT_CHOICES,
  MODELLING_ANSWERS,
  ORIGINAL_FATES,
} from '../answers/work-options';
import { z, text, optionalText } from './zod-fr';

const isoDate = (field: string) =>
  optionalText(10).refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), {
    error: `${field} doit être au format AAAA-MM-JJ.`,
  });

export const workOptionsFields = {
  gestion_collective: z
    .enum(COLLECTING_SOCIETIES, { error: 'Société de gestion collective inconnue.' })
    .default('aucune'),
  /** The society's name when `gestion_collective` is « autre ». */
  gestion_collective_autre: optionalText(120),
  original: z
    .enum(ORIGINAL_FATES, { error: 'Choix inconnu pour l’original.' })
    .default('numerique'),
  /** Files delivered: formats, resolution, sources (free text, printed as the user's words). */
  livraison_format: optionalText(300),
  livraison_date: isoDate('La date de livraison'),
  mention_auteur: z
    .enum(CREDIT_CHOICES, { error: 'Choix de mention du nom inconnu.' })
    .default('defaut'),
  pseudonyme: text(120).default(''),
  /** The assignee may authorise third parties (agencies, printers, group companies) within the same limits (H6). */
  sous_licence: z.boolean({ error: 'sous_licence doit être vrai ou faux.' }).default(false),
  /** The shots include video: voice (C. civ. 9) and performers' rights (CPI L212-3) (H5). */
  image_video: z.boolean({ error: 'image_video doit être vrai ou faux.' }).default(false),
  activite_mannequin: z
    .enum(MODELLING_ANSWERS, { error: 'Choix inconnu pour l’activité de mannequin.' })
    .default('oui'),
};
