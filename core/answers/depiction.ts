/**
 * Whether the Work of a combined contract depicts the model (a portrait, a photo of the session)
 * or not (a logo, an illustration, with the model photographed apart). Asked, never assumed: the
 * two parts interlock only when it does (docs/legal-review.md, section J, combined contract).
 * '' = not answered; readiness asks it of every combined contract.
 */
export const DEPICTION_ANSWERS = ['oui', 'non'] as const;

export type DepictionAnswer = (typeof DEPICTION_ANSWERS)[number];

export const DEPICTION_ANSWER_LABELS: Record<DepictionAnswer, string> = {
  oui: 'Oui\u00a0: l’œuvre représente le modèle (portrait, photo de la séance…)',
  non: 'Non\u00a0: l’œuvre ne le représente pas (logo, illustration, texte…)',
};
