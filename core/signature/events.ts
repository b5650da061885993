/**
 * The steps of a signature request that the evidence log records
 * (docs/electronic-signature.md), with the French wording of the dossier de preuve.
 */
export const SIGNATURE_EVENTS = {
  created: 'Demande de signature créée, document figé',
  sent: 'Invitation à signer envoyée par e-mail',
  reminded: 'Relance envoyée par e-mail',
  opened: 'Lien de signature ouvert',
  viewed: 'Document PDF consulté',
  read: 'Texte du contrat affiché jusqu’à sa fin',
  code_sent: 'Code de vérification envoyé par e-mail',
  code_validated: 'Code de vérification validé',
  code_failed: 'Code de vérification erroné',
  locked: 'Lien bloqué après trop de codes erronés',
  unlocked: 'Lien débloqué, signataire invité à nouveau',
  consented: 'Consentement exprès donné (case cochée)',
  signed: 'Document signé',
  refused: 'Signature refusée',
  completed: 'Toutes les signatures recueillies, document scellé',
  cancelled: 'Demande annulée',
  expired: 'Demande expirée',
} as const;

export type SignatureEventType = keyof typeof SIGNATURE_EVENTS;
