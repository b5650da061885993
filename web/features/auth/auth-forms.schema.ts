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

/** A password being chosen (sign-up, reset): the length bounds; the strength rule runs on submit. */
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: AUTH_ERROR_MESSAGES.PASSWORD_TOO_SHORT })
  .max(MAX_PASSWORD_LENGTH, { error: AUTH_ERROR_MESSAGES.PASSWORD_TOO_LONG });

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir votre nom.' })
    .max(100, { error: 'Le nom ne doit pas dépasser 100 caractères.' }),
  email,
  password: newPassword,
});

/** « Mot de passe oublié ? »: the address to send the link to. */
export const forgotPasswordSchema = z.object({ email });

/** The page the reset link leads to: the new password, typed twice. */
export const resetPasswordSchema = z
  .object({ password: newPassword, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    error: 'Les deux mots de passe ne sont pas identiques.',
    path: ['confirmation'],
  });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** GET /api/auth-providers: the provider buttons switched on by the server's environment. */
export const authProvidersSchema = z.object({
  providers: z.array(z.object({ id: z.string(), label: z.string() })),
  /** A sign-up sends a confirmation e-mail (the server has a mail server). */
  verifiesEmail: z.boolean().default(false),
});
