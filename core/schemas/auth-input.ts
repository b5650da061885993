import { MAX_PASSWORD_LENGTH } from './auth-messages';
import { z } from './zod-fr';

/**
 * What the identity endpoints (/api/auth/*, better-auth) accept, checked by the server before
 * better-auth sees a request: better-auth's own schemas let `update-user {"name": null}`, an
 * object as a name or a 900 000-character name reach the database (500s, then junk rows).
 * Every field is typed and bounded; unknown fields are refused on the endpoints the app uses.
 */
export const NAME_MAX = 100;
/** RFC 5321: a forward path is at most 256 octets including the angle brackets. */
export const EMAIL_MAX = 254;
export const URL_MAX = 2048;
/** Provider answers (OAuth codes, states, ID tokens) are long but not unbounded. */
export const TOKEN_MAX = 8192;

// C0/C1 control characters (tab, newline, NUL…) have no place in a name; NUL and lone surrogates
// are refused everywhere by the text guard before these schemas run.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A web or e-mail address in a name: the account's name is printed in the signature invitations
 * Clausier sends from its own address (« Service signature : https://… vous invite à signer »),
 * which mail clients turn into a link.
 */
const LINK =
  /:\/\/|www\.|@|\.(?:com|fr|net|org|io|info|biz|eu|co|app|xyz|online|site|link|ru|cn|tk)(?![\p{L}\d])/iu;

export const personName = z
  .string({ error: 'Le nom doit être un texte.' })
  .refine((value) => value.trim().length > 0, { error: 'Veuillez saisir votre nom.' })
  .refine((value) => value.length <= NAME_MAX, {
    error: `Le nom ne doit pas dépasser ${NAME_MAX} caractères.`,
  })
  .refine((value) => !CONTROL.test(value), { error: 'Le nom contient un caractère de contrôle.' })
  .refine((value) => !LINK.test(value), {
    error: 'Le nom ne peut contenir ni adresse web ni adresse e-mail.',
  });

export const emailAddress = z
  .string({ error: 'L’adresse e-mail doit être un texte.' })
  .max(EMAIL_MAX, { error: `L’adresse e-mail ne doit pas dépasser ${EMAIL_MAX} caractères.` });

/** A password as typed at sign-in: any text up to the maximum (the strength rule is for new ones). */
export const passwordInput = z
  .string({ error: 'Le mot de passe doit être un texte.' })
  .min(1, { error: 'Veuillez saisir votre mot de passe.' })
  .max(MAX_PASSWORD_LENGTH, {
    error: `Le mot de passe ne doit pas dépasser ${MAX_PASSWORD_LENGTH} caractères.`,
  });

const url = z
  .string({ error: 'L’adresse de retour doit être un texte.' })
  .max(URL_MAX, { error: `L’adresse de retour ne doit pas dépasser ${URL_MAX} caractères.` });
const imageUrl = z
  .string({ error: 'L’adresse de l’image doit être un texte.' })
  .max(URL_MAX, { error: `L’adresse de l’image ne doit pas dépasser ${URL_MAX} caractères.` });
const flag = z.boolean({ error: 'Cette valeur doit être vrai ou faux.' });
const token = (label: string) =>
  z
    .string({ error: `${label} doit être un texte.` })
    .max(TOKEN_MAX, { error: `${label} est trop long.` });
const providerId = z
  .string({ error: 'Le fournisseur doit être un texte.' })
  .min(1)
  .max(64, { error: 'Fournisseur inconnu.' });

const empty = z.strictObject({});

/** Body schema per better-auth path; `null` = the endpoint reads no body (anything sent is ignored but checked). */
export const AUTH_BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': z.strictObject({
    name: personName,
    email: emailAddress,
    password: passwordInput,
    image: imageUrl.nullable().optional(),
    callbackURL: url.optional(),
    rememberMe: flag.optional(),
  }),
  '/sign-in/email': z.strictObject({
    email: emailAddress,
    password: passwordInput,
    callbackURL: url.optional(),
    rememberMe: flag.optional(),
  }),
  '/update-user': z.strictObject({
    name: personName.optional(),
    image: imageUrl.nullable().optional(),
  }),
  '/change-password': z.strictObject({
    currentPassword: passwordInput,
    newPassword: passwordInput,
    revokeOtherSessions: flag.optional(),
  }),
  '/sign-out': z.strictObject({
    callbackURL: url.optional(),
    disableRedirect: flag.optional(),
    state: token('L’état').optional(),
  }),
  // Reset, verification, address change, sessions.
  '/request-password-reset': z.strictObject({
    email: emailAddress,
    redirectTo: url.optional(),
  }),
  '/reset-password': z.strictObject({
    newPassword: passwordInput,
    token: token('Le lien de réinitialisation'),
  }),
  '/send-verification-email': z.strictObject({
    email: emailAddress,
    callbackURL: url.optional(),
  }),
  '/change-email': z.strictObject({
    newEmail: emailAddress,
    callbackURL: url.optional(),
  }),
  '/revoke-other-sessions': empty,
  '/revoke-sessions': empty,
  '/revoke-session': z.strictObject({ token: token('La session') }),
  '/sign-in/anonymous': empty,
  '/delete-anonymous-user': empty,
  '/delete-user': z.strictObject({
    callbackURL: url.optional(),
    password: passwordInput.optional(),
    token: token('Le jeton').optional(),
  }),
  '/sign-in/social': z.looseObject({
    provider: providerId,
    callbackURL: url.optional(),
    newUserCallbackURL: url.optional(),
    errorCallbackURL: url.optional(),
    disableRedirect: flag.optional(),
    requestSignUp: flag.optional(),
    loginHint: emailAddress.optional(),
    scopes: z.array(z.string().max(200)).max(20).optional(),
  }),
  '/sign-in/oauth2': z.looseObject({
    providerId,
    callbackURL: url.optional(),
    newUserCallbackURL: url.optional(),
    errorCallbackURL: url.optional(),
    disableRedirect: flag.optional(),
    requestSignUp: flag.optional(),
    scopes: z.array(z.string().max(200)).max(20).optional(),
  }),
};

/** A provider's callback (query, or form post): short known fields. */
export const oauthCallbackSchema = z.looseObject({
  code: token('Le code').optional(),
  state: token('L’état').optional(),
  error: token('L’erreur').optional(),
  error_description: token('La description de l’erreur').optional(),
  iss: url.optional(),
  user: token('L’utilisateur').optional(),
  device_id: token('L’appareil').optional(),
});
