/**
 * The error codes the API answers with, their HTTP status and French message — one list for
 * the server (which throws `AppError(code)`, server/errors.ts) and the web client (which reads
 * `error.code` as an `ErrorCode`, so a renamed code fails the typecheck on both sides). Shape of
 * an error answer: `{ error: { code, message, fields? } }` (docs/product.md §8).
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'Les données envoyées sont invalides.' },
  BAD_URL: { status: 400, message: 'L’adresse demandée est mal formée.' },
  URL_TOO_LONG: { status: 414, message: 'L’adresse demandée est trop longue.' },
  INVALID_JSON: { status: 400, message: 'Le corps de la requête n’est pas un JSON valide.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Ce type de contenu n’est pas accepté.' },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Vous devez être connecté pour effectuer cette action.',
  },
  FORBIDDEN: { status: 403, message: 'Vous n’avez pas le droit d’effectuer cette action.' },
  // What only an account (not an anonymous visitor) may do, and its confirmations.
  ACCOUNT_REQUIRED: {
    status: 403,
    message: 'Cette action demande un compte\u00a0: connectez-vous ou créez-en un.',
  },
  PASSWORD_REQUIRED: {
    status: 400,
    message: 'Saisissez votre mot de passe pour confirmer.',
  },
  WRONG_PASSWORD: { status: 403, message: 'Mot de passe incorrect.' },
  DELETION_LINK_INVALID: {
    status: 400,
    message:
      'Ce lien de suppression est invalide ou a expiré\u00a0: recommencez depuis votre compte.',
  },
  FOREIGN_ORIGIN: {
    status: 403,
    message:
      'Requête refusée\u00a0: elle ne vient pas du site Clausier lui-même. Rechargez la page de Clausier et recommencez.',
  },
  NOT_FOUND: { status: 404, message: 'La ressource demandée n’existe pas.' },
  CONTRACT_NOT_FOUND: { status: 404, message: 'Ce contrat n’existe pas.' },
  /**
   * A stored row that no longer reads as a contract (docs/contract-model.md): every schema change
   * comes with a migration, so this is a fault of ours, never repaired silently.
   */
  STORED_CONTRACT_INVALID: {
    status: 500,
    message:
      'Ce contrat enregistré ne peut pas être lu. Il n’a pas été modifié\u00a0: écrivez-nous pour le récupérer.',
  },
  CLIENT_NOT_FOUND: { status: 404, message: 'Ce client n’existe pas.' },
  COMPANY_NOT_FOUND: { status: 404, message: 'Aucune entreprise trouvée pour ce SIREN.' },
  COMPANY_LOOKUP_UNAVAILABLE: {
    status: 503,
    message:
      'La recherche d’entreprise est indisponible\u00a0: remplissez le formulaire à la main.',
  },
  CLIENT_EXISTS: { status: 409, message: 'Un client avec cet identifiant existe déjà.' },
  VERSION_CONFLICT: {
    status: 409,
    message:
      'Ce document a été modifié ailleurs (un autre onglet ou appareil) depuis son ouverture. Rechargez-le avant d’enregistrer.',
  },
  /** An update that does not say which version it was read at could overwrite another tab's save. */
  VERSION_REQUIRED: {
    status: 428,
    message:
      'La version de ce document lue à son ouverture n’a pas été envoyée\u00a0: rechargez-le avant d’enregistrer, pour ne rien écraser.',
  },
  /** New answers would rewrite passages the user edited in the editor: they choose (docs/document-model.md). */
  EDITS_WOULD_BE_LOST: {
    status: 409,
    message:
      'Vos nouvelles réponses changent des passages que vous avez modifiés dans l’éditeur\u00a0: choisissez de garder vos modifications ou de régénérer ces passages.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La requête est trop volumineuse (1 Mo au maximum).' },
  DOCUMENT_TOO_LARGE: { status: 413, message: 'Le document est trop volumineux pour être généré.' },
  /** A character the PDF's fonts cannot print (core/document/printable.ts); the message names it. */
  UNPRINTABLE_CHARACTERS: {
    status: 422,
    message:
      'Le contrat contient des caractères que le PDF ne peut pas imprimer\u00a0: retirez-les puis réessayez.',
  },
  DOCUMENT_TOO_COMPLEX: {
    status: 422,
    message:
      'Ce document est trop complexe à mettre en page (paragraphes très longs sans retour à la ligne, accents superposés en grand nombre)\u00a0: raccourcissez-le puis réessayez.',
  },
  RENDER_TIMEOUT: {
    status: 422,
    message:
      'La mise en page de ce document a pris trop de temps et a été interrompue\u00a0: raccourcissez-le puis réessayez.',
  },
  RENDER_BUSY: {
    status: 429,
    message:
      'Un document est déjà en cours de génération pour vous\u00a0: patientez quelques secondes avant d’en demander un autre.',
  },
  RENDER_SATURATED: {
    status: 503,
    message: 'Le service de génération de documents est saturé. Réessayez dans quelques instants.',
  },
  RENDER_FAILED: {
    status: 422,
    message: 'Ce document n’a pas pu être mis en page. Vérifiez son contenu puis réessayez.',
  },
  EDITOR_HTML_TOO_COMPLEX: {
    status: 413,
    message:
      'Le texte modifié contient trop de mise en forme imbriquée pour être enregistré. Simplifiez-le puis réessayez.',
  },
  // What one user may keep stored (README « Quotas »). 403: the request is
  // understood and valid, but refused for this user as things stand (not a 409, which the UI
  // reads as « modified elsewhere, reload »; not a 5xx, nothing is wrong with the server).
  CONTRACT_QUOTA_EXCEEDED: {
    status: 403,
    message:
      'Vous avez atteint le nombre maximal de contrats enregistrés. Supprimez des contrats avant d’en créer ou d’en importer d’autres.',
  },
  CLIENT_QUOTA_EXCEEDED: {
    status: 403,
    message:
      'Vous avez atteint le nombre maximal de clients enregistrés. Supprimez des clients avant d’en ajouter d’autres.',
  },
  STORAGE_QUOTA_EXCEEDED: {
    status: 403,
    message:
      'Votre espace de stockage est plein. Supprimez des contrats ou des clients avant d’enregistrer.',
  },
  // The rights register (docs/rights.md).
  GRANT_NOT_REGISTERED: {
    status: 409,
    message:
      'Ce contrat n’accorde pas ce droit, ou il n’est pas encore conclu (brouillon, ou signature électronique en attente ou refusée)\u00a0: il ne figure pas dans «\u202fMes droits\u202f».',
  },
  GRANT_NOT_ENDED: {
    status: 409,
    message:
      'Cette autorisation court encore\u00a0: la fin de terme se marque une fois sa date de fin passée.',
  },
  GRANT_FOR_LEGAL_TERM: {
    status: 409,
    message:
      'Ces droits sont cédés pour toute la durée de la protection légale\u00a0: il n’y a rien à renouveler.',
  },
  // Electronic signature (docs/electronic-signature.md).
  SIGNATURE_NOT_FINAL: {
    status: 409,
    message: 'Finalisez ce contrat avant de l’envoyer pour signature.',
  },
  // The invitations name the sender: an address nobody confirmed would vouch for anyone.
  SIGNATURE_SENDER_UNVERIFIED: {
    status: 403,
    message:
      'Confirmez d’abord votre adresse e-mail\u00a0: les invitations à signer partent en votre nom. Ouvrez le lien reçu à l’inscription, ou demandez-en un nouveau depuis «\u202fMon compte\u202f».',
  },
  CONTRACT_SIGNED: {
    status: 409,
    message:
      'Ce contrat a été signé électroniquement\u00a0: son texte ne peut plus être modifié. Pour en faire une nouvelle version, exportez-le puis importez la copie depuis «\u202fMes Contrats\u202f».',
  },
  SIGNATURE_ALREADY_COMPLETED: {
    status: 409,
    message:
      'Ce contrat est déjà signé par toutes les parties\u00a0: téléchargez le PDF signé depuis «\u202fMes Contrats\u202f».',
  },
  SIGNATURE_ALREADY_PENDING: {
    status: 409,
    message:
      'Une demande de signature est déjà en cours pour ce contrat : relancez-la ou annulez-la avant d’en envoyer une autre.',
  },
  SIGNATURE_REQUEST_NOT_FOUND: { status: 404, message: 'Cette demande de signature n’existe pas.' },
  SIGNATURE_LINK_INVALID: {
    status: 404,
    message:
      'Ce lien de signature est invalide. Vérifiez que vous avez copié l’adresse entière reçue par e-mail.',
  },
  SIGNATURE_CLOSED: {
    status: 410,
    message:
      'Cette demande de signature est close (signée par tous, refusée, annulée ou expirée) : il n’est plus possible de la signer.',
  },
  // Séances (docs/releases.md): one link, each model signs on their own phone.
  RELEASE_NOT_FOUND: { status: 404, message: 'Cette séance n’existe pas.' },
  RELEASE_LINK_INVALID: {
    status: 404,
    message:
      'Ce lien de séance est invalide. Scannez à nouveau le QR code ou demandez le lien au photographe.',
  },
  RELEASE_CLOSED: {
    status: 410,
    message:
      'Cette séance est close\u00a0: le photographe ne reçoit plus d’autorisations par ce lien. Adressez-vous à lui directement.',
  },
  RELEASE_ALREADY_JOINED: {
    status: 409,
    message:
      'Cette adresse a déjà rejoint la séance\u00a0: le lien pour signer y a été envoyé. Ouvrez-le depuis cet e-mail, ou demandez au photographe de vous l’envoyer à nouveau.',
  },
  RELEASE_FULL: {
    status: 409,
    message:
      'Cette séance a atteint son nombre maximal de participants\u00a0: adressez-vous au photographe.',
  },
  // The rights the user's contracts grant: yearly statement, calendar feed, reminders.
  ANNUAL_STATEMENT_UNAVAILABLE: {
    status: 422,
    message: 'Aucun relevé annuel ne peut être établi pour ce contrat.',
  },
  ANNUAL_STATEMENT_YEAR: {
    status: 400,
    message: 'Cette année ne correspond pas à la période du contrat.',
  },
  RIGHTS_CALENDAR_NOT_FOUND: {
    status: 404,
    message:
      'Ce calendrier n’existe pas ou a été désactivé. Créez un nouveau lien depuis «\u202fMes droits\u202f».',
  },
  SIGNATURE_NOT_YOUR_TURN: {
    status: 409,
    message:
      'Ce n’est pas encore votre tour de signer : vous recevrez un e-mail dès que les signataires précédents auront signé.',
  },
  SIGNATURE_ALREADY_DONE: {
    status: 409,
    message: 'Vous avez déjà répondu à cette demande de signature.',
  },
  SIGNATURE_CODE_INVALID: {
    status: 400,
    message: 'Code incorrect ou expiré. Vérifiez le dernier code reçu, ou demandez-en un nouveau.',
  },
  SIGNATURE_CODE_LOCKED: {
    status: 429,
    message: 'Trop d’essais avec ce code : demandez-en un nouveau.',
  },
  SIGNATURE_LINK_LOCKED: {
    status: 429,
    message:
      'Trop de codes erronés\u00a0: ce lien de signature est bloqué. L’expéditeur en a été informé et peut vous inviter à nouveau.',
  },
  SIGNATURE_DOCUMENT_NOT_OPENED: {
    status: 409,
    message:
      'Lisez d’abord le contrat\u00a0: faites défiler son texte jusqu’à la fin, ou ouvrez-le en PDF. Vous pourrez ensuite recevoir votre code.',
  },
  SIGNATURE_CODE_LIMIT: {
    status: 429,
    message: 'Trop de codes demandés : réessayez dans une heure.',
  },
  SIGNATURE_NOT_COMPLETE: {
    status: 409,
    message: 'Le PDF signé sera disponible quand tous les signataires auront signé.',
  },
  SIGNATURE_CANNOT_REMIND: {
    status: 409,
    message: 'Cette demande n’attend plus de signature : il n’y a personne à relancer.',
  },
  VERIFY_TIMEOUT: {
    status: 422,
    message:
      'La vérification de ce fichier a pris trop de temps et a été interrompue\u00a0: ce n’est pas un contrat scellé par Clausier tel qu’il a été envoyé.',
  },
  VERIFY_FAILED: {
    status: 422,
    message: 'Ce fichier n’a pas pu être vérifié. Déposez le PDF signé reçu par e-mail.',
  },
  VERIFY_BUSY: {
    status: 503,
    message: 'Trop de vérifications sont en cours. Réessayez dans quelques instants.',
  },
  SEAL_TOO_LARGE: {
    status: 413,
    message:
      'Ce fichier porte une signature de plus de 64\u00a0Kio\u00a0: ce n’est pas un cachet Clausier, il n’est pas vérifié.',
  },
  NOT_A_PDF: { status: 400, message: 'Ce fichier n’est pas un PDF. Déposez le fichier PDF signé.' },
  // An instance sheds load before it is overwhelmed (the client retries, elsewhere).
  OVERLOADED: {
    status: 503,
    message:
      'Le service est momentanément surchargé. Réessayez dans quelques secondes : votre travail n’est pas perdu.',
  },
  NOT_READY: {
    status: 503,
    message: 'Ce serveur n’est pas prêt à répondre. Réessayez dans quelques secondes.',
  },
  RATE_LIMITED: {
    status: 429,
    message: 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.',
  },
  INTERNAL: {
    status: 500,
    message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
