/**
 * The keyword table of the analysis. A pattern is one or more words (folded and stemmed like
 * the description); a final `*` matches any word starting with the stem. `label` is what the
 * suggestion quotes back to the user. NEUTRAL_PHRASES are removed first because they would
 * otherwise trigger a false match (« code postal », « image de marque »).
 */
export type KeywordKind = 'auteur' | 'image' | 'medium';
export type KeywordRule = { pattern: string; label: string; kind: KeywordKind };

const rules = (kind: KeywordKind, entries: Record<string, string>): KeywordRule[] =>
  Object.entries(entries).map(([pattern, label]) => ({ pattern, label, kind }));

/** Someone's image, voice-over excluded (the contract covers the image). */
const IMAGE = rules('image', {
  modele: 'modèle',
  'mannequin*': 'mannequin',
  visage: 'visage',
  silhouette: 'silhouette',
  'interview*': 'interview',
  'temoignage*': 'témoignage',
  'apparai*': 'apparition',
  'apparition*': 'apparition',
  'figurant*': 'figurant',
  'acteur*': 'acteur',
  'actrice*': 'actrice',
  'comedien*': 'comédien',
  'influenceu*': 'influenceur',
  selfie: 'selfie',
  poser: 'pose',
  'droit a l image': "droit à l'image",
  'mon image': 'image d’une personne',
  'son image': 'image d’une personne',
  'leur image': 'image d’une personne',
  'votre image': 'image d’une personne',
  'l image d*': 'image d’une personne',
  'me filmer': 'film',
  'me photographier': 'photo',
});

/**
 * A picture or a film, which says nothing of who the user is in it: for the client, someone's
 * image is used; for a creator, her own photos or films, unless the description says she is the
 * person pictured (analyze-description.ts).
 */
const MEDIUM = rules('medium', {
  'photo*': 'photo',
  'portrait*': 'portrait',
  tournage: 'tournage',
  tourner: 'tournage',
  'video*': 'vidéo',
  'film*': 'film',
  'clip*': 'clip',
  'reportage*': 'reportage',
  shooting: 'shooting',
  camera: 'caméra',
  webcam: 'webcam',
  trombinoscope: 'trombinoscope',
});

/** Works of the mind (L112-2 CPI): texts, graphics, music, software, sites… */
const AUTEUR = rules('auteur', {
  'logo*': 'logo',
  'illustr*': 'illustration',
  'dessin*': 'dessin',
  'charte graphique': 'charte graphique',
  'identite visuelle': 'identité visuelle',
  'graphis*': 'graphisme',
  'infographi*': 'infographie',
  'visuel*': 'visuel',
  texte: 'texte',
  'redact*': 'rédaction',
  'redig*': 'rédaction',
  article: 'article',
  'blog*': 'blog',
  'ecrit*': 'écrit',
  'ecrir*': 'écrit',
  livre: 'livre',
  roman: 'roman',
  'poe*': 'poème',
  'scenari*': 'scénario',
  slogan: 'slogan',
  'musique*': 'musique',
  'musica*': 'musique',
  'musicien*': 'musique',
  chanson: 'chanson',
  morceau: 'morceau',
  'composition*': 'composition',
  'compositeur*': 'composition',
  'compositrice*': 'composition',
  'bande son': 'bande son',
  'bande originale': 'bande originale',
  jingle: 'jingle',
  'podcast*': 'podcast',
  code: 'code',
  coder: 'code',
  'droit d auteur': 'droits d’auteur',
  'auteur*': 'droits d’auteur',
  'code source': 'code',
  'logiciel*': 'logiciel',
  'application*': 'application',
  appli: 'application',
  'programm*': 'programme',
  'developp*': 'développement',
  'script*': 'script',
  'plugin*': 'plugin',
  'site web': 'site web',
  'site internet': 'site web',
  'site vitrine': 'site web',
  'site e commerce': 'site web',
  'web design*': 'site web',
  'webdesign*': 'site web',
  wordpress: 'site web',
  'jeu video': 'jeu vidéo',
  'maquette*': 'maquette',
  'design*': 'design',
  creation: 'création',
  creer: 'création',
  'createur*': 'création',
  'creatrice*': 'création',
  'oeuvre*': 'œuvre',
  'peintur*': 'peinture',
  peintre: 'peinture',
  'sculpt*': 'sculpture',
  tableau: 'tableau',
  toile: 'toile',
  'animation*': 'animation',
  'banniere*': 'bannière',
  'affiche*': 'affiche',
  flyer: 'flyer',
  brochure: 'brochure',
  plaquette: 'plaquette',
  'typographi*': 'typographie',
  'police de caractere': 'typographie',
  icone: 'icône',
  'pictogramme*': 'pictogramme',
  mascotte: 'mascotte',
  personnage: 'personnage',
  template: 'template',
  'modele 3d': 'modèle 3D',
  'modelisation*': 'modélisation 3D',
  montage: 'montage',
  'photographe*': 'photographe',
  // Whoever shoots the video is its author, as the photographer is of the photos (« tournée
  // par un vidéaste » suggested the image part alone).
  'videaste*': 'vidéaste',
  'realisateur*': 'réalisateur',
  'realisatrice*': 'réalisatrice',
  'cameraman*': 'cadreur',
  'cadreu*': 'cadreur',
});

/** Phrases that look like keywords but are not: removed from the text before matching. */
export const NEUTRAL_PHRASES: readonly string[] = [
  'code postal',
  'code civil',
  'code de la propriete',
  'code du travail',
  'image de marque',
  'modele de contrat',
  'modele economique',
];

export const KEYWORD_RULES: readonly KeywordRule[] = [...IMAGE, ...MEDIUM, ...AUTEUR];

/** Words that negate the keyword right after them: « sans photo », « pas de musique ». */
export const NEGATIONS: readonly (readonly string[])[] = [
  ['sans'],
  ['aucun'],
  ['aucune'],
  ['ni'],
  ['pas', 'de'],
  ['pas', 'd'],
  ['ni', 'de'],
];
