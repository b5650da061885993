/**
 * What the user reads while a contract file is made (docs/product.md §8): the PDF's texts are
 * the product's own (« Le PDF a été généré avec succès ! »), the Word file's follow them.
 * Shared by step 6, the finalisation page and « Mes Contrats ».
 */
export const FILE_MESSAGES = {
  pdf: {
    pending: 'Génération du PDF en cours…',
    done: 'Le PDF a été généré avec succès\u202f!',
    failed: 'Une erreur est survenue lors de la génération du PDF. Veuillez réessayer.',
  },
  docx: {
    pending: 'Génération du fichier Word en cours…',
    done: 'Le fichier Word a été généré avec succès\u202f!',
    failed: 'Une erreur est survenue lors de la génération du fichier Word. Veuillez réessayer.',
  },
} as const;
