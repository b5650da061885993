import { frenchTypography } from '../document/typography';
import type { PartySide } from '../answers/side';

/**
 * « Pourquoi cette clause ? »: for each article key of the templates, a short
 * plain-French note with its legal basis. Written once here, beside the templates, so the wizard
 * preview and the editor show the same explanation; it is never part of the ContractDocument,
 * hence never printed, exported or copied with the contract.
 *
 * Keys are the `key` of the `article(...)` blocks (= the ContractArticle element id);
 * clause-notes.test.ts builds contracts of every kind and checks each article has its note.
 * Citations are spelt out (« Code de la propriété intellectuelle ») for lay readers.
 */
const NOTES: Record<string, string> = {
  // Copyright part (CPI).
  'a-object':
    "La cession d'un droit d'auteur doit être constatée par écrit et ne porte que sur l'œuvre précisément identifiée ; céder en bloc ses œuvres futures est interdit (articles L131-1 et L131-2 du Code de la propriété intellectuelle).",
  'a-rights':
    "La loi exige que chaque droit cédé soit mentionné séparément (reproduction, représentation, adaptation…) : un droit qui n'est pas nommé reste à l'auteur (article L131-3 du Code de la propriété intellectuelle).",
  'a-scope':
    "Chaque droit cédé doit être délimité dans son étendue, sa destination, son lieu et sa durée (article L131-3 du Code de la propriété intellectuelle). Une forme d'exploitation imprévisible à la signature doit être prévue expressément et rémunérée (article L131-6 du même code).",
  'a-exclusivity':
    "L'exclusivité interdit à l'auteur de céder les mêmes droits à quelqu'un d'autre. Elle ne se présume pas : le contrat dit si la cession est exclusive ou non et sur quels droits et supports (article L131-3 du Code de la propriété intellectuelle).",
  'a-moral':
    "Le droit moral (nom de l'auteur, respect de l'œuvre) est perpétuel et inaliénable : aucun contrat ne peut le céder (article L121-1 du Code de la propriété intellectuelle). La clause rappelle ce que l'utilisateur doit respecter.",
  'a-suite':
    "Pour une œuvre graphique ou plastique, l'auteur perçoit un pourcentage sur chaque revente de l'original par un professionnel du marché de l'art. Ce droit de suite est inaliénable : le contrat ne peut pas le céder (article L122-8 du Code de la propriété intellectuelle).",
  'a-remuneration':
    "Une cession peut être gratuite ou rémunérée (article L122-7 du Code de la propriété intellectuelle). Rémunérée, elle donne en principe à l'auteur une part des recettes ; un prix forfaitaire n'est permis que dans les cas prévus par la loi (article L131-4 du même code).",
  'a-payment':
    "Les droits ne passent au cessionnaire qu'une fois le prix entièrement payé : les parties peuvent ainsi différer le transfert (article 1196 du Code civil). Faute de paiement après une mise en demeure, le contrat est résolu de plein droit (articles 1224 et 1225 du Code civil).",
  'a-reporting':
    "Au moins une fois par an, le cessionnaire doit informer l'auteur de l'exploitation de l'œuvre et de ce qu'elle rapporte, de façon claire et complète (article L131-5-1 du Code de la propriété intellectuelle).",
  'a-warranties':
    "Celui qui cède un droit garantit qu'il en est bien titulaire et que personne ne viendra le contester, comme un vendeur garantit l'acheteur contre l'éviction (article 1626 du Code civil). L'auteur garantit donc que l'œuvre est de lui et ne reprend pas celle d'un autre.",
  'a-undertakings':
    "Le cessionnaire s'engage à rester dans les limites de la cession : toute exploitation au-delà des droits, supports, lieu ou durée prévus est une contrefaçon (articles L122-4 et L335-3 du Code de la propriété intellectuelle).",
  'a-societies':
    "Un auteur membre d'une société de gestion collective (SACEM, ADAGP, SAIF…) lui a souvent déjà apporté certains droits : il ne peut pas les céder une seconde fois, et l'utilisateur s'adresse alors à cette société (articles L321-1 et suivants du Code de la propriété intellectuelle).",
  'a-audiovisual':
    "Un film a un producteur, qui prend l'initiative et la responsabilité de sa réalisation (article L132-23 du Code de la propriété intellectuelle). Sa version définitive est arrêtée d'accord avec le réalisateur (article L121-5), l'auteur est payé pour chaque mode d'exploitation (article L132-25), et la musique comme les interprètes demandent leurs propres autorisations.",
  'a-logo':
    "Un logo déposé comme marque sans l'accord de son auteur peut être annulé, car le droit d'auteur antérieur l'emporte (article L711-3 du Code de la propriété intellectuelle). La clause dit si le cessionnaire peut le déposer, ce que l'auteur s'interdit, et comment le logo peut évoluer.",
  'a-collaboration':
    "Une œuvre créée à plusieurs appartient en commun à tous ses auteurs, qui exercent leurs droits d'un commun accord : chacun doit donc signer le contrat, et la clause dit comment la rémunération est partagée (articles L113-2 et L113-3 du Code de la propriété intellectuelle).",
  'a-licence':
    "Une licence autorise l'exploitation sans transférer les droits : l'auteur en reste titulaire et peut en accorder d'autres. Elle précise l'usage permis (éditorial ou commercial), le tirage, le client final et les usages sensibles exclus, car tout ce qui n'est pas autorisé reste interdit (articles L122-7 et L131-3 du Code de la propriété intellectuelle).",
  'a-consumer':
    'Un particulier qui achète à un professionnel pour son usage personnel est un consommateur : il doit recevoir avant de signer les informations essentielles, dispose en principe de quatorze jours pour se rétracter, sauf exception, et peut recourir gratuitement à un médiateur (articles L111-1, L221-5, L221-18, L221-28 et L612-1 du Code de la consommation).',
  'a-private-use':
    "L'état annuel des revenus d'exploitation (article L131-5-1 du Code de la propriété intellectuelle) suppose une exploitation qui rapporte : un particulier qui utilise l'œuvre pour lui-même n'en tire aucun revenu et n'a donc rien à déclarer chaque année.",
  'a-delivery':
    "La propriété de l'objet original est indépendante du droit d'auteur : remettre l'original ne cède aucun droit, et céder les droits ne donne pas l'objet (article L111-3 du Code de la propriété intellectuelle). Le contrat dit donc qui garde l'original et comment l'œuvre est livrée.",

  // Image part (C. civ. 9).
  'i-object':
    "Chacun a droit au respect de sa vie privée et de son image : on ne peut diffuser l'image d'une personne reconnaissable qu'avec son accord, limité aux images décrites (article 9 du Code civil). C'est une autorisation, non une cession de droits d'auteur.",
  'i-scope':
    "L'accord sur l'image ne vaut que pour les supports, l'usage, le lieu et la durée qu'il énonce ; les tribunaux l'interprètent strictement, et tout autre usage demande un nouvel accord (article 9 du Code civil).",
  'i-excluded':
    "Certains usages sont exclus d'avance pour protéger la dignité et la réputation de la personne (contexte dégradant, propagande, montages, intelligence artificielle…). Le consentement à l'image s'interprète strictement (article 9 du Code civil).",
  'i-retouching':
    "Une retouche peut changer l'apparence de la personne ou le sens de l'image : la clause dit lesquelles sont permises. Une photo commerciale dont la silhouette d'un mannequin a été modifiée doit porter la mention « photographie retouchée » (article L2133-2 du Code de la santé publique).",
  'i-credit':
    "Le nom d'une personne est, comme son image, un attribut de sa personnalité : elle choisit s'il accompagne les images, sous quelle forme, ou si elle reste anonyme (article 9 du Code civil).",
  'i-author-rights':
    "Les photos et vidéos sont elles-mêmes des œuvres, dont les droits appartiennent à leur auteur, même salarié (article L111-1 du Code de la propriété intellectuelle). Cette autorisation d'image ne les cède pas : il faut un contrat écrit avec l'auteur (articles L131-2 et L131-3 du même code).",
  'i-video':
    "Dans une vidéo, la voix est protégée comme l'image (article 9 du Code civil). Une véritable interprétation relève des droits des artistes-interprètes, qui demandent une autorisation écrite distincte (article L212-3 du Code de la propriété intellectuelle).",
  'i-remuneration':
    "L'autorisation d'utiliser son image peut être gratuite ou payée, et le contrat le dit clairement. Une personne payée pour poser ou présenter un produit est présumée salariée comme mannequin (articles L7123-2 et L7123-3 du Code du travail).",
  'i-payment':
    "Les images ne peuvent être utilisées qu'une fois la rémunération entièrement payée, pour que la personne ne soit pas exposée sans être payée. Faute de paiement après une mise en demeure, le contrat est résolu de plein droit (articles 1224 et 1225 du Code civil).",
  'i-undertakings':
    "Le bénéficiaire s'engage à n'utiliser les images que dans les limites autorisées et à retirer vite tout usage qui les dépasse ; le juge peut faire cesser en urgence une atteinte à l'image (article 9, alinéa 2, du Code civil).",
  'i-employee':
    "Entre un employeur et son salarié, le consentement n'est libre que si le refuser ou le retirer ne coûte rien dans l'emploi (article 7, paragraphe 4, du RGPD ; lignes directrices 05/2020 du Comité européen de la protection des données). L'autorisation suit l'emploi : elle prend fin au départ du salarié (article L1121-1 du Code du travail).",
  'i-exchange-licence':
    "Dans un échange (TFP), le modèle pose en échange des photos : le photographe, auteur des images, l'autorise à les utiliser pour présenter son travail. Comme toute autorisation de droit d'auteur, elle nomme chaque droit et délimite supports, but, lieu et durée (article L131-3 du Code de la propriété intellectuelle).",
  'i-exclusivity':
    "Une personne peut promettre, contre rémunération, de ne pas prêter son image à un concurrent : cette exclusivité se limite à un secteur nommé, à la durée et au territoire de l'autorisation, et la personne reste libre partout ailleurs (article 9 du Code civil). Une autorisation gratuite n'est jamais exclusive.",
  'i-withdrawal':
    "On ne renonce jamais définitivement à son image : une autorisation gratuite peut être retirée à tout moment pour l'avenir (article 9 du Code civil). Une autorisation payée engage pour sa durée : un retrait anticipé demande un préavis, mais la personne ne rembourse rien (sa rémunération peut être un salaire).",

  // Common provisions.
  link: "Le contrat réunit deux régimes : le Code de la propriété intellectuelle pour l'œuvre, l'article 9 du Code civil pour l'image. Cet article les articule : l'œuvre qui montre la personne ne peut pas être utilisée au-delà de ce que l'autorisation d'image permet.",
  minor:
    "Un mineur ne contracte pas seul : ses parents agissent pour lui (articles 382 et 372-1 du Code civil). Un enfant de moins de 16 ans mannequin ne peut être engagé sans l'autorisation préalable du préfet : sans sa référence et sa date, le contrat ne peut être ni téléchargé ni signé (article L7124-1 du Code du travail).",
  gdpr: 'Le contrat contient des données personnelles (noms, adresses, images) : chaque personne doit être informée de leur usage, de leur base légale, de leur durée de conservation et de ses droits (articles 13 et 14 du RGPD).',
  general:
    "Ces dispositions règlent la vie du contrat : ce qu'il contient, comment le modifier, et la signature électronique, qui vaut la signature manuscrite si elle identifie le signataire (articles 1366 et 1367 du Code civil).",
  law: "Le contrat est soumis au droit français. Il ne désigne pas de tribunal précis : une telle clause est nulle face à un non-commerçant (article 48 du Code de procédure civile), et le droit d'auteur relève de tribunaux spécialisés (article L331-1 du Code de la propriété intellectuelle).",
};

/**
 * What an article means for the user, on their side of the contract (core/rules/sides.ts): the
 * creator reads what she gives and keeps, the client what he receives and owes. Only the articles
 * where the two sides differ have one; the note above stays the same for both.
 */
const FOR_YOU: Record<string, Record<PartySide, string>> = {
  'a-object': {
    cedant:
      "Pour vous : vous cédez vos droits sur cette œuvre seulement, telle qu'elle est décrite.",
    cessionnaire:
      "Pour vous : vous recevez les droits sur cette œuvre seulement, telle qu'elle est décrite.",
  },
  'a-rights': {
    cedant: 'Pour vous : vous cédez les droits cochés ; tous les autres restent les vôtres.',
    cessionnaire:
      "Pour vous : vous recevez les droits cochés ; tous les autres restent à l'auteur.",
  },
  'a-scope': {
    cedant:
      "Pour vous : en dehors de ces supports, de ce territoire et de cette durée, l'œuvre reste à vous.",
    cessionnaire:
      'Pour vous : vous recevez les droits pour ces supports, ce territoire et cette durée seulement.',
  },
  'a-remuneration': {
    cedant:
      'Pour vous : le contrat dit ce que vous recevez en échange de vos droits, ou que vous les consentez gratuitement.',
    cessionnaire:
      "Pour vous : le contrat dit ce que vous versez à l'auteur pour recevoir ses droits, ou qu'il les consent gratuitement.",
  },
  'a-warranties': {
    cedant:
      "Pour vous : vous garantissez que l'œuvre est la vôtre et que personne ne la revendique.",
    cessionnaire:
      "Pour vous : l'auteur vous garantit qu'il est bien titulaire des droits qu'il vous cède.",
  },
  'i-object': {
    cedant: "Pour vous : vous autorisez l'usage de votre image dans ces images seulement.",
    cessionnaire:
      "Pour vous : vous recevez l'autorisation d'utiliser l'image du modèle dans ces images seulement.",
  },
  'i-scope': {
    cedant: 'Pour vous : tout autre usage de votre image demande votre nouvel accord.',
    cessionnaire: 'Pour vous : tout autre usage demande un nouvel accord du modèle.',
  },
};

const typeset = new Map<string, string>();

/**
 * The note of an article, with French typography, or null when the key has none; given the
 * user's side, followed by what the article means for them (« vous cédez… » / « vous recevez… »).
 */
export function clauseNote(articleKey: string, side?: PartySide): string | null {
  const raw = NOTES[articleKey];
  if (raw === undefined) return null;
  const forYou = side ? FOR_YOU[articleKey]?.[side] : undefined;
  const cacheKey = forYou ? `${articleKey}:${side}` : articleKey;
  let note = typeset.get(cacheKey);
  if (note === undefined) {
    note = frenchTypography(forYou ? `${raw} ${forYou}` : raw);
    typeset.set(cacheKey, note);
  }
  return note;
}

/** Every key that has a note (for tests and audits). */
export const CLAUSE_NOTE_KEYS: readonly string[] = Object.keys(NOTES);
