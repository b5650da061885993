import { z } from '@core/schemas/zod-fr';
import { NAME_MAX } from '@core/schemas/auth-input';

export const nameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir votre nom.' })
    .max(NAME_MAX, { error: `Le nom ne doit pas dépasser ${NAME_MAX} caractères.` }),
});

export const newEmailSchema = z.object({
  newEmail: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir la nouvelle adresse e-mail.' })
    .pipe(z.email({ error: 'Veuillez saisir une adresse e-mail valide.' })),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Veuillez saisir votre mot de passe actuel.' }),
  newPassword: z.string().min(1, { error: 'Veuillez choisir un nouveau mot de passe.' }),
});

export const deletionPasswordSchema = z.object({
  password: z.string().min(1, { error: 'Saisissez votre mot de passe pour confirmer.' }),
});

export type NameValues = z.infer<typeof nameSchema>;
export type NewEmailValues = z.infer<typeof newEmailSchema>;
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
export type DeletionPasswordValues = z.infer<typeof deletionPasswordSchema>;
