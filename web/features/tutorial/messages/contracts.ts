import { defineMessages } from '../message';

export const CONTRACTS_MESSAGES = defineMessages('contracts', [
  'Voici vos contrats : les brouillons et les contrats finalisés, du plus récent au plus ancien.',
  {
    text: 'Vous avez reçu un contrat au format JSON ? Déposez-le dans cette zone pour l’importer.',
    highlight: 'contract-import-zone',
  },
  {
    text: 'Pour le faire relire par votre juriste, exportez un contrat en JSON avec ce bouton.',
    highlight: 'contract-export-button',
  },
  {
    text: 'L’ampoule relance ce tutoriel à tout moment. Allez, à vos contrats !',
    highlight: 'contracts-tutorial-lightbulb',
  },
]);
