/** docs/product.md §8 "Clients" texts and the panel's own French copy. */
export const CLIENT_MESSAGES = {
  loadError: 'Impossible de charger la liste des clients.',
  deleteError: 'Impossible de supprimer ce client.',
  saveError: 'Une erreur est survenue lors de l’enregistrement du client.',
  updated: 'Client mis à jour avec succès.',
  added: 'Client ajouté avec succès.',
  deleteTitle: 'Confirmer la suppression',
  deleteQuestion:
    'Êtes-vous sûr de vouloir supprimer ce client ? Cette action ne peut pas être annulée.',
  conflict:
    'Ce client a été modifié ailleurs (dans un autre onglet ou sur un autre appareil) depuis son ouverture. Rechargez la fiche pour voir la dernière version, ou gardez vos modifications et enregistrez-les à nouveau pour remplacer l’autre version.',
  requiredField: 'Ce champ est obligatoire.',
} as const;

/** docs/product.md §9: the list reloads 0.5 s after a save; the success message stays 5 s. */
export const CLIENT_TIMERS = { reloadMs: 500, messageMs: 5000 } as const;

export const CLIENT_TYPE_LABELS = {
  physical_person: 'Personne physique',
  legal_entity: 'Personne morale',
} as const;
