import { defineMessages } from '../message';

/** The /legal dialogue (docs/product.md §2: four messages; the notices are being written). */
export const LEGAL_MESSAGES = defineMessages('legal', [
  'Bonjour ! Vous cherchez nos mentions légales ?',
  'Elles sont en cours de rédaction : nous prenons le temps de bien faire les choses.',
  'Elles seront complètes avant le lancement de la version Alpha.',
  'En attendant, la page À propos présente notre mission et nos précautions de sécurité. Merci de votre patience !',
]);
