import type { Ctx, Term } from '../context';
import { value } from '../model';
import { usesAuthorInfo } from '@core/rules/distinct-model';

/**
 * A French grantor paid by a business established in another EU member state (LEGAL J17): the
 * service is taxed in the customer's state (CGI 259, 1°), which collects the VAT from the customer
 * by reverse charge (Directive 2006/112/CE art. 196; the French mirror case is CGI 283, 2). The
 * invoice bears « Autoliquidation » and both VAT numbers (CGI ann. II art. 242 nonies A). The
 * wizard refuses this answer unless the assignee is such a business with its number
 * (core/rules/foreign-party.ts). Lower-case start, like the other regimes of price.ts.
 */
export function intraEuReverseCharge(ctx: Ctx, grantor: Term, grantee: Term): string {
  const own = usesAuthorInfo(ctx.draft) ? ctx.draft.auteur_info.numero_tva : undefined;
  const theirs = ctx.draft.entreprise_info?.numero_tva;
  return (
    `ce montant s'entend hors taxe sur la valeur ajoutée : ${grantee.le} étant un assujetti établi dans un ` +
    "autre État membre de l'Union européenne, la prestation est imposable dans cet État et non en France " +
    `(article 259, 1°, du Code général des impôts), et la taxe y est due par ${grantee.le} selon le mécanisme ` +
    `de l'autoliquidation. La facture porte la mention « Autoliquidation » ainsi que le numéro ` +
    `d'identification à la taxe sur la valeur ajoutée ${grantor.du} (${value(own)}) et celui ${grantee.du} ` +
    `(${value(theirs)}) (article 242 nonies A de l'annexe II au Code général des impôts).`
  );
}
