import type { Draft, Support } from '../schemas/draft';
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

/**
 * After « non » to the modelling question, the answers that contradict it: a ticked advertising
 * support or a destination that speaks of advertising. The wizard warns (it cannot know the
 * parties' intent for sure); the contract itself forbids any advertising use of the child's
 * image in that case (minor-model.ts). Null when nothing contradicts the answer.
 */
export function childAdvertisingWarning(
  draft: Pick<Draft, 'activite_mannequin' | 'supports' | 'destination'>,
): string | null {
  if (isModellingUse(draft)) return null;
  const supports = ADVERTISING_SUPPORTS.filter((s) => draft.supports.includes(s));
  const signs: string[] = [];
  if (supports.length > 0)
    signs.push(
      `${supports.length > 1 ? 'les supports' : 'le support'} ` +
        `${frenchList(supports.map((s) => `«\u202f${SUPPORT_NAMES_FR[s]}\u202f»`))} ` +
        `${supports.length > 1 ? 'sont cochés' : 'est coché'}`,
    );
  if (ADVERTISING_WORDS.test(foldText(draft.destination)))
    signs.push('la destination évoque une publicité, une promotion ou une campagne');
  if (signs.length === 0) return null;
  return (
    `vous indiquez que l’image de l’enfant ne sert pas une activité de mannequin, mais ${signs.join(' et ')}. ` +
    'Présenter un produit, un service ou une publicité par l’image d’un enfant de moins de 16 ans exige ' +
    'une autorisation préalable (article L7124-1 du Code du travail)\u00a0: répondez «\u202fOui\u202f» à l’étape 3, ' +
    'ou retirez cet usage. Sinon, le contrat interdit toute utilisation publicitaire des images.'
  );
}
