import type { Draft } from '../schemas/draft';
import { AUTEUR } from '../answers/draft';
import { formatAmountFr } from '../document/typography';
import { MIN_PAID_PRICE, priceOf } from '../answers/price';

/**
 * Below this amount, a copyright price that buys exclusivity or the whole legal term deserves a
 * second look (docs/legal-review/price-payment-warranties.md §1). Whether a price is
 * « dérisoire » (C. civ. 1169) is judged against what it buys, which no threshold can know: the
 * floor MIN_PAID_PRICE refuses token prices whatever they buy; this one only warns, where the
 * grant is at its widest.
 */
export const LOW_PRICE_FOR_WIDE_GRANT = 150;

type PriceFields = Pick<
  Draft,
  'type_contrat' | 'type_cession' | 'exclusivite' | 'duree_annees' | 'remuneration'
>;

/**
 * legal review A5b: a paid copyright grant that is exclusive, or runs for the legal term (null
 * duration: the paid default), for a price above the token floor but low for what it buys. The
 * wizard shows it under the price (it does not block: a small work can be worth little). Null when
 * no warning.
 */
export function lowPriceWarning(draft: PriceFields): string | null {
  if (draft.type_cession !== 'Onéreuse' || !draft.type_contrat.includes(AUTEUR)) return null;
  const legalTerm = draft.duree_annees === null;
  if (!draft.exclusivite && !legalTerm) return null;
  const amount = priceOf(draft.remuneration);
  if (amount === null || amount < MIN_PAID_PRICE || amount >= LOW_PRICE_FOR_WIDE_GRANT) return null;
  const grant = [
    draft.exclusivite ? 'exclusive' : null,
    legalTerm ? 'consentie pour toute la durée légale de protection' : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    `Un prix de ${formatAmountFr(amount)} pour une cession ${grant} peut être jugé dérisoire au regard ` +
    'de ce qu’elle transfère, et la cession annulée (article 1169 du Code civil). Vérifiez qu’il ' +
    'correspond à la valeur de l’œuvre et des droits cédés, ou limitez la cession\u00a0: sans ' +
    'exclusivité, pour une durée plus courte.'
  );
}
