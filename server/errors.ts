/**
 * Errors are values with a code (DESIGN §6). The HTTP status and the French message for each
 * code live here, in one place; routes throw `new AppError('CODE')` and the error handler
 * turns it into `{ error: { code, message, fields? } }`.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'Les données envoyées sont invalides.' },
  BAD_URL: { status: 400, message: "L'adresse demandée est mal formée." },
  URL_TOO_LONG: { status: 414, message: "L'adresse demandée est trop longue." },
  INVALID_JSON: { status: 400, message: "Le corps de la requête n'est pas un JSON valide." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Ce type de contenu n'est pas accepté." },
  UNAUTHENTICATED: { status: 401, message: 'Vous devez être connecté pour effectuer cette action.' },
  FORBIDDEN: { status: 403, message: "Vous n'avez pas le droit d'effectuer cette action." },
  NOT_FOUND: { status: 404, message: "La ressource demandée n'existe pas." },
  CONTRACT_NOT_FOUND: { status: 404, message: "Ce contrat n'existe pas." },
  CLIENT_NOT_FOUND: { status: 404, message: "Ce client n'existe pas." },
  COMPANY_NOT_FOUND: { status: 404, message: 'Aucune entreprise trouvée pour ce SIREN.' },
  COMPANY_LOOKUP_UNAVAILABLE: {
    status: 503,
    message: 'La recherche d’entreprise est indisponible : remplissez le formulaire à la main.',
  },
  CLIENT_EXISTS: { status: 409, message: 'Un client avec cet identifiant existe déjà.' },
  VERSION_CONFLICT: {
    status: 409,
    message:
      'Ce document a été modifié ailleurs (un autre onglet ou appareil) depuis son ouverture. Rechargez-le avant d’enregistrer.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La requête est trop volumineuse (1 Mo au maximum).' },
  DOCUMENT_TOO_LARGE: { status: 413, message: 'Le document est trop volumineux pour être généré.' },
  RATE_LIMITED: { status: 429, message: 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.' },
  INTERNAL: { status: 500, message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export type FieldError = { path: string; message: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldError[];

  constructor(code: ErrorCode, options: { message?: string; fields?: FieldError[] } = {}) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.fields = options.fields;
  }
}
