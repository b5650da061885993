import { z } from '@core/schemas/zod-fr';
import {
  AUTH_ERROR_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@core/schemas/auth-messages';

const email = z
  .string()
  .trim()
  .min(1, { error: 'Veuillez saisir votre adresse e-mail.' })
  .pipe(z.email({ error: 'Veuillez saisir une adresse e-mail valide.' }));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { error: 'Veuillez saisir votre mot de passe.' }),
});

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir votre nom.' })
    .max(100, { error: 'Le nom ne doit pas dépasser 100 caractères.' }),
  email,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { error: AUTH_ERROR_MESSAGES.PASSWORD_TOO_SHORT })
    .max(MAX_PASSWORD_LENGTH, { error: AUTH_ERROR_MESSAGES.PASSWORD_TOO_LONG }),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;

/** GET /api/auth-providers: the provider buttons switched on by the server's environment. */
export const authProvidersSchema = z.object({
  providers: z.array(z.object({ id: z.string(), label: z.string() })),
});
