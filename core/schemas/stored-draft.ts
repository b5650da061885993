import { AUTEUR, IMAGE } from '../answers/draft';
import { draftSchema } from './draft';
import { MIN_PAID_PRICE, amountFormatError } from '../answers/price';
import { parseAmount } from '../document/typography';
import { DEFAULT_SUPPORTS } from '../answers/work-answers';

/**
 * Drafts stored (or exported) before the v2 rules (legal review A5b, D13, D17) may hold answers the
 * schema now refuses: a free-text price (« 1 500 € TTC », « à définir »), a token price, an
 * image-only contract marked exclusive. Reading them must never lose the contract, so they are
 * upgraded first: a price that still reads as an amount keeps it (with « TTC »/« HT » moved to
 * the tax regime), anything else is emptied so readiness asks for a real price again.
 */
type Loose = Record<string, unknown>;

const TAX_WORDS = /\b(TTC|HT|H\.T\.|T\.T\.C\.)\s*$/iu;

function upgradePrice(draft: Loose, field: 'remuneration' | 'remuneration_image'): void {
  const raw = draft[field];
  if (typeof raw !== 'string' || amountFormatError(raw) === null) return;
  const tax = TAX_WORDS.exec(raw.trim());
  const amount = parseAmount(raw.trim().replace(TAX_WORDS, ''));
  if (amount !== null && amount > 0) {
    draft[field] = String(amount).replace('.', ',');
    if (tax && draft.tva_regime === undefined)
      draft.tva_regime = /T\.?T\.?C/iu.test(tax[1] ?? '') ? 'TTC' : 'HT';
  } else {
    draft[field] = '';
  }
}

function dropTokenPrice(draft: Loose, field: 'remuneration' | 'remuneration_image'): void {
  const raw = draft[field];
  if (draft.type_cession !== 'Onéreuse' || typeof raw !== 'string') return;
  // A licence's copyright price may be a micro-licence (LEGAL J12).
  const types = Array.isArray(draft.type_contrat) ? (draft.type_contrat as unknown[]) : [];
  if (field === 'remuneration' && draft.nature_contrat === 'licence' && types.includes(AUTEUR))
    return;
  const amount = parseAmount(raw);
  if (amount !== null && amount < MIN_PAID_PRICE) draft[field] = '';
}

/**
 * The L7124-1 authorisation was one free line; it is now a reference and a date, both printed
 * (core/schemas/child-authorisation.ts). The old line becomes the reference; the date is asked.
 */
function upgradeChildAuthorisation(draft: Loose): void {
  const legacy = draft.autorisation_l7124;
  delete draft.autorisation_l7124;
  if (typeof legacy !== 'string' || legacy.trim() === '') return;
  const current = draft.autorisation_prefectorale as { reference?: unknown } | undefined;
  if (typeof current?.reference === 'string' && current.reference.trim() !== '') return;
  draft.autorisation_prefectorale = { reference: legacy, date: '' };
}

/**
 * Before the website and Discord became ordinary supports (docs/legal-review.md, section J) every contract printed them
 * whatever `supports` held: a draft without the `supports_explicites` mark keeps them, first.
 */
function upgradeSupports(draft: Loose): void {
  if (draft.supports_explicites === true) return;
  const ticked = Array.isArray(draft.supports) ? (draft.supports as unknown[]) : [];
  draft.supports = [
    ...DEFAULT_SUPPORTS,
    ...ticked.filter((s) => !(DEFAULT_SUPPORTS as readonly unknown[]).includes(s)),
  ];
  draft.supports_explicites = true;
}

export function upgradeStoredDraft(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const draft: Loose = { ...(raw as Loose) };
  for (const field of ['remuneration', 'remuneration_image'] as const) {
    upgradePrice(draft, field);
    dropTokenPrice(draft, field);
  }
  upgradeSupports(draft);
  const types = Array.isArray(draft.type_contrat) ? (draft.type_contrat as unknown[]) : [];
  if (draft.exclusivite === true && types.includes(IMAGE) && !types.includes(AUTEUR))
    draft.exclusivite = false;
  upgradeChildAuthorisation(draft);
  return draft;
}

/** A stored or imported draft, upgraded then validated (same result shape as `safeParse`). */
export const parseStoredDraft = (raw: unknown) => draftSchema.safeParse(upgradeStoredDraft(raw));
