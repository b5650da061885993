export {
  endOfTermBodySchema,
  renewalBodySchema,
  renewalResultSchema,
  rightsListSchema,
} from '@core/rights/register';
import { z } from '@core/schemas/zod-fr';
import { isoDaySchema } from '@core/rights/grants';

export const endOfTermResultSchema = z.object({ doneOn: isoDaySchema });
