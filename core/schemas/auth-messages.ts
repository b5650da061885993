/**
 * French text for every error code the identity endpoints (better-auth, /api/auth/*) can answer.
 * One map, used twice: the server rewrites the `message` of every /api/auth error response with
 * it, and the web's sign-in modal can look a `code` up here when it builds its own message.
 */
export const MIN_PASSWORD_LENGTH = 12; // CNIL guidance for a password-only account
export const MAX_PASSWORD_LENGTH = 128;

export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // Sign-up and sign-in with email and password
  PASSWORD_TOO_SHORT: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
  PASSWORD_TOO_LONG: `Le mot de passe ne doit pas dépasser ${MAX_PASSWORD_LENGTH} caractères.`,
  INVALID_PASSWORD: 'Mot de passe incorrect.',
  INVALID_EMAIL: 'L’adresse e-mail n’est pas valide.',
  INVALID_EMAIL_OR_PASSWORD: 'Adresse e-mail ou mot de passe incorrect.',
  USER_ALREADY_EXISTS: 'Un compte existe déjà avec cette adresse e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez une autre adresse.',
  EMAIL_NOT_VERIFIED: 'L’adresse e-mail n’a pas encore été vérifiée.',
  CREDENTIAL_ACCOUNT_NOT_FOUND:
    'Ce compte n’a pas de mot de passe\u00a0: utilisez le fournisseur de connexion choisi à l’inscription.',
  USER_NOT_FOUND: 'Aucun compte ne correspond à ces informations.',
  EMAIL_IS_THE_SAME: 'C’est déjà l’adresse e-mail de votre compte.',
  VALIDATION_ERROR: 'Les informations saisies sont invalides.',
  MISSING_FIELD: 'Un champ obligatoire est manquant.',
  BODY_MUST_BE_AN_OBJECT: 'La requête est invalide.',
  FIELD_NOT_ALLOWED: 'Ce champ ne peut pas être modifié.',
  // Sessions
  FAILED_TO_CREATE_USER: 'Le compte n’a pas pu être créé. Veuillez réessayer.',
  FAILED_TO_CREATE_SESSION: 'La session n’a pas pu être ouverte. Veuillez réessayer.',
  FAILED_TO_GET_SESSION: 'La session n’a pas pu être lue. Veuillez vous reconnecter.',
  SESSION_EXPIRED: 'Votre session a expiré. Veuillez vous reconnecter.',
  SESSION_NOT_FRESH: 'Pour cette action, veuillez vous reconnecter.',
  COULD_NOT_CREATE_SESSION: 'La session n’a pas pu être ouverte. Veuillez réessayer.',
  ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY: 'Une session visiteur est déjà ouverte.',
  // Sign-in through a provider (OIDC, Google, GitHub)
  PROVIDER_NOT_FOUND: 'Ce fournisseur de connexion n’est pas disponible.',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'Ce compte externe est déjà lié à un autre compte.',
  LINKED_ACCOUNT_ALREADY_EXISTS: 'Ce compte externe est déjà lié.',
  FAILED_TO_GET_USER_INFO: 'Le fournisseur de connexion n’a pas transmis votre profil.',
  USER_EMAIL_NOT_FOUND: 'Le fournisseur de connexion n’a pas transmis d’adresse e-mail.',
  INVALID_TOKEN: 'Le lien ou le jeton est invalide.',
  TOKEN_EXPIRED: 'Le lien ou le jeton a expiré.',
  INVALID_OAUTH_CONFIGURATION: 'Ce fournisseur de connexion est mal configuré.',
  TOKEN_URL_NOT_FOUND: 'Ce fournisseur de connexion est mal configuré.',
  // Requests refused for safety
  INVALID_ORIGIN: 'Cette requête ne provient pas d’une origine autorisée.',
  MISSING_OR_NULL_ORIGIN: 'Cette requête ne provient pas d’une origine autorisée.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED:
    'Connexion refusée\u00a0: la requête provient d’un autre site.',
  INVALID_CALLBACK_URL: 'L’adresse de retour est invalide.',
  INVALID_REDIRECT_URL: 'L’adresse de retour est invalide.',
  INVALID_ERROR_CALLBACK_URL: 'L’adresse de retour est invalide.',
  INVALID_NEW_USER_CALLBACK_URL: 'L’adresse de retour est invalide.',
  TOO_MANY_REQUESTS: 'Trop de tentatives. Veuillez patienter un instant avant de réessayer.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Trop de tentatives de connexion à ce compte. Patientez quelques minutes avant de réessayer.',
  INVALID_COOKIE:
    'Le cookie de session est invalide. Il a été effacé\u00a0: reconnectez-vous si besoin.',
  // Provider sign-in failures, given as /?error=<code> after the provider sends the visitor back
  access_denied: 'La connexion a été annulée.',
  no_code: 'Le fournisseur de connexion n’a pas répondu correctement. Veuillez réessayer.',
  invalid_code: 'La connexion auprès du fournisseur a échoué. Veuillez réessayer.',
  state_mismatch:
    'La connexion a expiré ou a été ouverte dans un autre onglet. Veuillez recommencer.',
  state_not_found: 'La connexion a expiré. Veuillez recommencer.',
  please_restart_the_process: 'La connexion a expiré. Veuillez recommencer.',
  oauth_provider_not_found: 'Ce fournisseur de connexion n’est pas disponible.',
  issuer_mismatch: 'La réponse du fournisseur de connexion est invalide.',
  issuer_missing: 'La réponse du fournisseur de connexion est invalide.',
  unable_to_get_user_info: 'Le fournisseur de connexion n’a pas transmis votre profil.',
  email_not_found: 'Le fournisseur de connexion n’a pas transmis d’adresse e-mail.',
  email_not_verified: 'Votre adresse e-mail n’est pas vérifiée chez le fournisseur de connexion.',
  email_does_not_match: 'L’adresse e-mail du fournisseur ne correspond pas à celle du compte.',
  account_not_linked:
    'Un compte existe déjà avec cette adresse e-mail\u00a0: connectez-vous avec votre mot de passe.',
  unable_to_link_account: 'Ce compte externe n’a pas pu être lié à votre compte.',
  account_already_linked_to_different_user: 'Ce compte externe est déjà lié à un autre compte.',
  unable_to_update_account: 'Votre compte n’a pas pu être mis à jour. Veuillez réessayer.',
  unable_to_create_user: 'Le compte n’a pas pu être créé. Veuillez réessayer.',
  unable_to_create_session: 'La session n’a pas pu être ouverte. Veuillez réessayer.',
  signup_disabled: 'La création de compte n’est pas ouverte pour ce fournisseur.',
  internal_server_error: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
};

export const AUTH_FALLBACK_MESSAGE = 'L’authentification a échoué. Veuillez réessayer.';

/** The French message for a better-auth error code (unknown codes get the generic message). */
export function authErrorMessage(code: string | undefined | null): string {
  return (code && AUTH_ERROR_MESSAGES[code]) || AUTH_FALLBACK_MESSAGE;
}
