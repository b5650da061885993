import { defineMessages } from '../message';

export const EDITOR_MESSAGES = defineMessages('editor', [
  'Bienvenue dans l’éditeur ! Ici, vous ajustez le texte de votre contrat, paragraphe par paragraphe.',
  {
    text: 'Enregistrez régulièrement vos modifications avec ce bouton (ou Ctrl + S).',
    highlight: 'editor-save-button',
  },
  {
    text: 'Sur mobile, le bouton Enregistrer est aussi dans la barre flottante en bas de l’écran.',
    highlight: 'floating-dock-save-button',
  },
  {
    text: 'Pour télécharger ou partager votre contrat, ouvrez le menu d’export.',
    highlight: 'editor-export-button',
  },
  {
    text: 'Choisissez ensuite le format qui vous convient : PDF, Word ou JSON pour votre juriste.',
    highlight: 'export-format-options',
  },
  {
    text: 'Un doute ? Cliquez sur l’ampoule pour revoir ce tutoriel quand vous voulez. Bon travail !',
    highlight: 'editor-tutorial-lightbulb',
  },
]);
