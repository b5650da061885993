import { z } from '@core/schemas/zod-fr';
import { ignoredUserId } from '@core/schemas/wire';

export const YEAR_MESSAGE = 'Indiquez l’année du relevé sur quatre chiffres, par exemple 2025.';
export const FORMAT_MESSAGE = 'Le format du relevé est «\u202fpdf\u202f» ou «\u202fdocx\u202f».';

/** GET /contracts/:id/annual-statement?year=AAAA&format=pdf|docx */
export const annualStatementQuery = z.object({
  /** Absent: the last full year of the contract (core/rights/annual-statement.ts defaultStatementYear). */
  year: z
    .string({ error: YEAR_MESSAGE })
    .regex(/^\d{4}$/, { error: YEAR_MESSAGE })
    .transform(Number)
    .optional(),
  format: z.enum(['pdf', 'docx'], { error: FORMAT_MESSAGE }).default('pdf'),
  user_id: ignoredUserId,
});

/** PUT /contracts/:id/reminders */
export const remindersBody = z.strictObject({
  enabled: z.boolean({ error: 'Indiquez si les rappels sont activés (vrai) ou non (faux).' }),
  user_id: ignoredUserId,
});
export const remindersResponse = z.object({ enabled: z.boolean() });

/** POST and DELETE /rights/calendar: no body, or one with the ignored user_id only. */
export const calendarBody = z.strictObject({ user_id: ignoredUserId }).nullish();

/** POST /rights/calendar */
export const calendarResponse = z.object({ url: z.string() });

export const calendarTokenParams = z.strictObject({
  token: z
    .string()
    .min(20, { error: 'Ce lien de calendrier est incomplet.' })
    .max(100, { error: 'Ce lien de calendrier est trop long.' }),
});
