import { defineMessages } from '../message';

/**
 * The wizard welcome (docs/product.md §2: six messages), shown once on the first visit of /wizard.
 */
export const WELCOME_MESSAGES = defineMessages('welcome', [
  'Bonjour et bienvenue sur Clausier ! Je suis Plume, je vais vous accompagner pour créer votre contrat en quelques minutes.',
  'Le générateur avance en six étapes. Répondez simplement aux questions : chaque réponse complète votre contrat.',
  'L’aperçu se met à jour à chaque saisie : vous voyez votre contrat prendre forme, clause après clause.',
  'Nos contrats sont des modèles types de droit français, rédigés à l’avance. Aucune IA générative n’écrit à votre place.',
  'Vos réponses restent à vous : vous seul y avez accès, et vous pouvez les exporter ou les supprimer à tout moment. Pour un contrat important, faites-le relire par un avocat.',
  'À la fin, téléchargez votre contrat en PDF ou ouvrez-le dans l’éditeur. C’est parti, à vous de jouer !',
]);
