import { defineMessages } from '../message';

/**
 * The wizard welcome (docs/product.md §2: six messages), shown once on the first visit of /wizard.
 */
export const WELCOME_MESSAGES = defineMessages('welcome', [
  'Bonjour et bienvenue sur Clausier ! Je suis Plume, je vais vous accompagner pour créer votre contrat en quelques minutes.',
  'Le générateur avance en six étapes. Répondez simplement aux questions : chaque réponse complète votre contrat.',
  'L’aperçu se met à jour à chaque saisie : vous voyez votre contrat prendre forme, clause après clause.',
  'Nos contrats sont des modèles types de droit français, rédigés à l’avance. Aucune IA générative n’écrit à votre place.',
  'Attention : Clausier est en bêta. Évitez d’y saisir des données personnelles ou confidentielles, et faites relire vos contrats importants par un avocat.',
  'À la fin, téléchargez votre contrat en PDF ou ouvrez-le dans l’éditeur. C’est parti, à vous de jouer !',
]);
