/**
 * What Clausier protects, said plainly, on the home page and in « Informations importantes ».
 * Each line must stay true of the code: storage in the server's database (server/db), owner-only
 * access (server/policies.ts), deletion and the JSON export of « Mon compte »
 * (server/routes/account) with the evidence it keeps of signed contracts
 * (keepEvidenceOfErasedOwner), and no AI (core/analyze is keyword matching, core/templates are
 * pre-written clauses).
 */
export const DATA_PROTECTION_POINTS = [
  {
    key: 'where',
    title: 'Où sont vos données',
    text: 'Vos contrats, votre profil et vos clients sont enregistrés dans la base de données de Clausier, chez l’hébergeur indiqué dans les mentions légales. Ils ne sont ni vendus ni utilisés pour de la publicité.',
  },
  {
    key: 'who',
    title: 'Qui peut les lire',
    text: 'Vous seul, depuis votre session : chaque demande est vérifiée auprès de votre compte. Un contrat n’est montré à d’autres que si vous l’envoyez en signature, aux signataires que vous choisissez.',
  },
  {
    key: 'control',
    title: 'Suppression et export',
    text: 'Supprimez un contrat ou un client à tout moment. Dans « Mon compte », téléchargez toutes vos données (un fichier JSON) ou supprimez votre compte avec tout ce qu’il contient ; seule la preuve des contrats signés électroniquement par toutes les parties est gardée cinq ans, sous pseudonyme, pour les autres signataires.',
  },
  {
    key: 'no-ai',
    title: 'Aucune IA',
    text: 'Vos contrats sont assemblés à partir de clauses rédigées à l’avance. Vos réponses ne sont transmises à aucun service d’intelligence artificielle.',
  },
] as const;
