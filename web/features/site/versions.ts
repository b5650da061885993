/** The version history of docs/product.md §2 "/versions", newest first. */
export const VERSIONS = [
  {
    id: 'beta-1-2',
    name: 'Beta 1.2',
    status: 'À venir',
    summary: 'La prochaine étape.',
    changes: [
      'De nouveaux modèles de contrats',
      'La prise en compte de vos retours',
      'Des améliorations de l’interface',
      'Un partage avancé des contrats',
      'Une assistance aux utilisateurs',
      'Une sécurité des données renforcée',
    ],
  },
  {
    id: 'beta-1-1-1',
    name: 'Beta 1.1.1',
    status: 'Version actuelle',
    summary: 'Des corrections pour un parcours plus fluide.',
    changes: [
      'Une meilleure sélection du profil dans le tableau de bord et à l’étape 1 du générateur',
      'Le retour possible à l’étape 5 depuis l’étape 6',
    ],
  },
  {
    id: 'beta-1-1',
    name: 'Beta 1.1',
    status: 'Première version publique',
    summary: 'Clausier s’ouvre au public.',
    changes: [
      'Un formulaire guidé',
      'L’authentification',
      'L’enregistrement et la gestion des contrats',
      'Une interface d’édition',
      'Le tableau de bord',
    ],
  },
  {
    id: 'beta-1-0',
    name: 'Beta 1.0',
    status: 'Version initiale',
    summary: 'Les fondations.',
    changes: [
      'Un générateur de contrats de base',
      'Une interface minimale',
      'Une authentification simple',
    ],
  },
] as const;

export const CURRENT_VERSION_ID = 'beta-1-1-1';
