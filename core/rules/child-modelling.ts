import type { Support } from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { SUPPORT_NAMES_FR, frenchList } from './destination-supports';
import { foldText } from './fold-text';

/**
 * Whether the images of a model under sixteen serve a modelling activity (C. trav. L7123-2: posing
 * as a model, or presenting a product, service or advertising message through one's image). Then,
 * and only then, a child under sixteen needs the prefect's authorisation or a licensed agency
 * (L7124-1, « à quelque titre que ce soit »: free uses too), gives a written opinion from thirteen
 * (L7124-2) and has part of the pay kept as a pécule (L7124-9). Unanswered means yes: the safe side
 * (legal review B3 v2; docs/legal-review/minors-parties-signatures.md).
 */
export const isModellingUse = (draft: Pick<Draft, 'activite_mannequin'>): boolean =>
  draft.activite_mannequin !== 'non';

/** Supports whose very purpose is advertising. */
const ADVERTISING_SUPPORTS: readonly Support[] = ['publicites_en_ligne', 'affichage', 'emballages'];

/** Words of a destination (folded: lower case, no accents; whole words) that announce advertising. */
const ADVERTISING_WORDS =
  /\b(pub|publicites?|publicitaires?|promotions?|promotionnel(le)?s?|promouvoir|campagnes?|reclames?|mannequins?|defiles?|catalogues?)\b/;

/** The advertising supports ticked, in the order of the list. */
const advertisingSupports = (draft: Pick<Draft, 'supports'>): Support[] =>
  ADVERTISING_SUPPORTS.filter((s) => draft.supports.includes(s));

const quotedSupports = (supports: Support[]) =>
  `${supports.length > 1 ? 'les supports' : 'le support'} ` +
  `${frenchList(supports.map((s) => `«\u202f${SUPPORT_NAMES_FR[s]}\u202f»`))} ` +
  `${supports.length > 1 ? 'sont cochés' : 'est coché'}`;

/**
 * « Non » to the modelling question with an advertising support ticked: the contract would list
 * that support and forbid, in the same deed, any advertising use of the child's images — it would
 * authorise nothing the parties want (legal review D12, B3 v2). Refused, not warned: the wizard
 * offers both ways out. Only asked of a model under 16 (applicable.ts decides).
 */
export function childAdvertisingSupportsError(
  draft: Pick<Draft, 'activite_mannequin' | 'supports'>,
): string | null {
  if (isModellingUse(draft)) return null;
  const supports = advertisingSupports(draft);
  if (supports.length === 0) return null;
  const many = supports.length > 1;
  return (
    `Vous indiquez que l’image de l’enfant ne sert pas une activité de mannequin, mais ${quotedSupports(supports)}\u00a0: ` +
    `${many ? 'de tels supports présentent' : 'un tel support présente'} un produit, un service ou un message ` +
    'publicitaire par l’image de l’enfant, ce qui exige, avant tout usage, une autorisation préalable (article ' +
    `L7124-1 du Code du travail). Répondez «\u202fOui\u202f» à l’étape 3, ou décochez ${many ? 'ces supports' : 'ce support'} à l’étape 5.`
  );
}

/**
 * After « non » to the modelling question, a destination that speaks of advertising (no
 * advertising support ticked: that is refused above). The wizard warns (a word may be used in
 * passing); the contract itself forbids any advertising use of the child's image in that case
 * (minor-model.ts). Null when nothing contradicts the answer.
 */
export function childAdvertisingWarning(
  draft: Pick<Draft, 'activite_mannequin' | 'supports' | 'destination'>,
): string | null {
  if (isModellingUse(draft) || advertisingSupports(draft).length > 0) return null;
  if (!ADVERTISING_WORDS.test(foldText(draft.destination))) return null;
  return (
    'vous indiquez que l’image de l’enfant ne sert pas une activité de mannequin, mais la destination évoque une ' +
    'publicité, une promotion ou une campagne. Présenter un produit, un service ou une publicité par l’image d’un ' +
    'enfant de moins de 16 ans exige une autorisation préalable (article L7124-1 du Code du travail)\u00a0: répondez ' +
    '«\u202fOui\u202f» à l’étape 3, ou retirez cet usage. Sinon, le contrat interdit toute utilisation publicitaire des images.'
  );
}
