import { contractDay } from '../rules/contract-date';
import type { ContractDocument } from '../schemas/document';
import type { Draft } from '../schemas/draft';
import { assemble } from './assemble';
import { buildContext } from './context';
import type { Ctx } from './context';
import type { Block } from './model';
import { group, heading, notice } from './model';
import { auteurPart, auteurTitle } from './auteur';
import { imagePart, imageTitle } from './image';
import { combinedParts, combinedTitle } from './combined';
import { parties } from './clauses/parties';
import { preamble } from './clauses/object';
import { minors } from './clauses/minors';
import { gdpr } from './clauses/gdpr';
import { generalProvisions } from './clauses/general-provisions';
import { lawAndCourts } from './clauses/law-and-courts';
import { signatures } from './clauses/signatures';
import { closingNotice } from './clauses/notice';

/** docs/product.md §5 text for a draft without any contract type. */
const NO_TYPE = "Veuillez retourner à l'étape 1 et sélectionner au moins un type de contrat.";

function subtitle(ctx: Ctx): string {
  if (ctx.combined) return 'Code de la propriété intellectuelle et article 9 du Code civil';
  if (ctx.hasAuteur) return 'Articles L131-1 et suivants du Code de la propriété intellectuelle';
  return 'Article 9 du Code civil';
}

/**
 * The one entry point (docs/ARCHITECTURE.md): draft → ContractDocument, pure. Ages (minors)
 * are read at the contract's date (`date_contrat`); `today` only stands in for a draft not yet
 * dated. The signing date itself is left blank for the parties (legal review D15).
 */
export function buildContract(draft: Draft, options: { today: Date }): ContractDocument {
  const ctx = buildContext(draft, contractDay(draft, options.today));
  if (!ctx.hasAuteur && !ctx.hasImage) {
    return assemble('Contrat', [
      heading('ContractTitle', 'Contrat', 'title'),
      group('empty', notice(NO_TYPE)),
    ]);
  }
  const title = ctx.combined
    ? combinedTitle(ctx)
    : ctx.hasAuteur
      ? auteurTitle(ctx)
      : imageTitle(ctx);
  const body: Block[] = ctx.combined
    ? combinedParts(ctx)
    : ctx.hasAuteur
      ? auteurPart(ctx)
      : imagePart(ctx);
  return assemble(title, [
    heading('ContractTitle', title, 'title'),
    heading('ContractSubtitle', subtitle(ctx), 'subtitle'),
    ...parties(ctx),
    ...preamble(ctx),
    ...body,
    ...minors(ctx),
    ...gdpr(ctx),
    ...generalProvisions(ctx),
    ...lawAndCourts(ctx),
    ...signatures(ctx),
    // After the signatures, on a page of its own: not part of the deed (legal review H13).
    ...closingNotice(),
  ]);
}
