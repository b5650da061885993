/**
 * The home page's FAQ (docs/product.md §2: a FAQ block on / only), shown and given as FAQPage data.
 */
export const FAQ_ITEMS = [
  {
    question: 'Clausier est-il vraiment gratuit ?',
    answer:
      'Oui. La génération des contrats, le téléchargement en PDF et l’enregistrement de vos contrats sont entièrement gratuits, sans abonnement ni carte bancaire.',
  },
  {
    question: 'Quels contrats puis-je créer ?',
    answer:
      'Un contrat de cession de droits d’auteur, une autorisation d’exploitation du droit à l’image, ou un contrat combinant les deux. D’autres modèles (NDA, maintenance logicielle, SaaS…) sont en préparation.',
  },
  {
    question: 'Les contrats sont-ils rédigés par une intelligence artificielle ?',
    answer:
      'Non. Clausier n’utilise aucune IA générative : chaque contrat est assemblé à partir de modèles types de droit français, rédigés à l’avance, selon vos réponses.',
  },
  {
    question: 'Un contrat Clausier remplace-t-il un avocat ?',
    answer:
      'Non. Ce sont des modèles types, utiles pour les situations courantes. Pour un enjeu important ou une situation particulière, faites relire votre contrat par un avocat ou un juriste.',
  },
  {
    question: 'Dois-je créer un compte ?',
    answer:
      'Pas pour préparer votre contrat\u00a0: l’assistant et son aperçu fonctionnent sans compte. Un compte gratuit est nécessaire pour télécharger le PDF ou le fichier Word, et permet aussi d’enregistrer vos contrats, de les modifier dans l’éditeur et de gérer votre carnet de clients.',
  },
  {
    question: 'Mes données sont-elles protégées ?',
    answer:
      'Vos contrats, votre profil et vos clients sont enregistrés dans la base de données de Clausier, chez l’hébergeur indiqué dans les mentions légales, et vous seul y avez accès depuis votre compte. Vous pouvez les supprimer à tout moment, et télécharger toutes vos données (un fichier JSON) ou supprimer votre compte depuis « Mon compte ». Aucune de vos réponses n’est transmise à un service d’intelligence artificielle.',
  },
] as const;
