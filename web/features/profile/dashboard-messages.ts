/** docs/product.md §8 "Dashboard" texts and the page's own French copy. */
export const DASHBOARD_MESSAGES = {
  loadError: 'Impossible de charger votre profil. Veuillez réessayer.',
  saveError: 'Une erreur est survenue lors de l’enregistrement. Veuillez réessayer.',
  saved: 'Vos informations ont été enregistrées avec succès.',
  fixFields: 'Veuillez corriger les champs signalés.',
  reset: 'Les informations ont été réinitialisées.',
  resetQuestion: 'Êtes-vous sûr de vouloir réinitialiser toutes les informations du formulaire ?',
  conflict:
    'Vos informations ont été modifiées ailleurs (dans un autre onglet ou sur un autre appareil) depuis leur chargement. Rechargez-les pour voir la dernière version, ou gardez vos modifications et enregistrez-les à nouveau pour remplacer l’autre version.',
} as const;

/** docs/product.md §9 timers. */
export const DASHBOARD_TIMERS = { messageMs: 3000, redirectMs: 1500 } as const;
