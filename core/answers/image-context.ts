/**
 * The situation in which the person's image is taken (LEGAL J14, J15): an ordinary
 * authorisation, an exchange of services with the photographer (TFP, « time for prints »), or an
 * employee's image used by the employer. Each changes what the image part must say, so it is
 * asked, never guessed.
 */
export const IMAGE_CONTEXTS = ['standard', 'echange', 'salarie'] as const;

export type ImageContext = (typeof IMAGE_CONTEXTS)[number];

export const IMAGE_CONTEXT_LABELS: Record<ImageContext, string> = {
  standard: 'Autorisation ordinaire',
  echange:
    'Échange (TFP)\u00a0: vous êtes le photographe, le modèle pose en échange des photos pour son book et ses réseaux',
  salarie: 'Image d’un salarié\u00a0: la personne est employée par le bénéficiaire',
};
