import { defineMessages } from '../message';

export const PROFILE_MESSAGES = defineMessages('profile', [
  'Votre profil décrit votre partie dans vos contrats : l’auteur ou le modèle qui cède ses droits, ou le client, personne ou société, qui les reçoit.',
  {
    text: 'Choisissez d’abord le type de profil : personne physique ou personne morale.',
    highlight: 'profile-type-selection',
  },
  {
    text: 'Complétez ensuite ce formulaire : ces informations seront reprises automatiquement dans chaque contrat.',
    highlight: 'profile-config-form',
  },
  'Une fois vos informations enregistrées, lancez-vous : votre prochain contrat sera prêt en quelques minutes !',
]);
