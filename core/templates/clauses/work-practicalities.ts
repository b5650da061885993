import type { Ctx } from '../context';
import type { Block } from '../model';
import { collectiveManagement } from './collective-management';
import { originalAndDelivery } from './original-delivery';

/**
 * The copyright part's practical terms about the work, placed after the warranties: collective
 * management (legal review H4; CPI L321-1 s.), then the original and the delivery of files (H3;
 * CPI L111-3). One entry point so auteur.ts lists them in one line.
 */
export const workPracticalities = (ctx: Ctx): Block[] => [
  ...collectiveManagement(ctx),
  ...originalAndDelivery(ctx),
];
