import { DEFAULT_SIDE, PARTY_SIDES, SIDE_MESSAGE } from '../answers/side';
import { z } from './zod-fr';

export const partySideSchema = z.enum(PARTY_SIDES, { error: SIDE_MESSAGE }).default(DEFAULT_SIDE);
