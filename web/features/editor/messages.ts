/**
 * Every text of the editor (docs/product.md §2, §4, §5, §8 — copied exactly where the spec gives
 * it).
 */
export const MESSAGES = {
  back: 'Retour aux contrats',
  loadContractFailed: 'Impossible de récupérer le contrat. Veuillez réessayer plus tard.',
  loadElementsFailed:
    'Impossible de récupérer les éléments du contrat. Veuillez réessayer plus tard.',
  saved: 'Modifications enregistrées',
  saveFailed: 'Impossible de sauvegarder le contrat. Veuillez réessayer plus tard.',
  pdfPending: 'Génération du PDF en cours…',
  pdfDone: 'PDF généré avec succès!',
  pdfFailed: 'Impossible de générer le PDF du contrat.',
  docxPending: 'Génération du document Word en cours…',
  docxDone: 'Document Word généré avec succès !',
  docxFailed: 'Impossible de générer le document Word du contrat.',
  exportPending: 'Préparation du contrat pour l’export…',
  exportDone: 'Contrat exporté avec succès',
  exportFailed: 'Erreur lors de l’exportation du contrat',
  dossierPending: 'Préparation du dossier pour votre juriste…',
  dossierDone: 'Dossier pour votre juriste téléchargé (Word, avec vos commentaires)',
  dossierFailed: 'Impossible de préparer le dossier pour votre juriste.',
  printNoContent: 'Impossible de trouver le contenu de l’éditeur',
  printBlocked:
    'Impossible d’ouvrir une nouvelle fenêtre. Vérifiez les paramètres de votre navigateur.',
  searchSections: 'Rechercher une section…',
  noSections: 'Aucune section disponible',
  noResults: 'Aucun résultat trouvé',
  whyThisClause: 'Pourquoi cette clause\u202F?',
  noComments: 'Aucun commentaire',
  noCommentsHint:
    'Sélectionnez du texte dans le contrat puis utilisez l’outil « Commenter » de la barre de mise en forme.',
  sizes: { small: 'Petit', normal: 'Normal', large: 'Grand' },
  defaultTitle: () => `Contrat ${Date.now()}`,
} as const;

export type TextSize = keyof typeof MESSAGES.sizes;
