import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { specOf } from '../../../components/registry-field/registry-props';
import type { WizardApi } from '../state/use-wizard';
import { DraftField } from './draft-field';

export const L7124_TITLE = 'Enfant de moins de 16 ans : autorisation préalable';
/** C. trav. L7124-1 (legal review B3 v2): « à quelque titre que ce soit », so free uses too. */
export const L7124_NOTE =
  'Avant toute utilisation de l’image d’un enfant de moins de 16 ans comme mannequin (présenter un produit, un service ou un message publicitaire), gratuite ou payée, il faut une autorisation individuelle du préfet, ou passer par une agence de mannequins titulaire d’une licence (article L7124-1 du Code du travail).';
const L7124_SPEC = specOf(DRAFT_FIELDS, 'autorisation_l7124');
export const L7124_LABEL = L7124_SPEC.label;

/**
 * The reference of the L7124-1 authorisation, asked for a model under 16 (legal review B3 v2, H2).
 */
export function L7124Field({ wizard }: { wizard: WizardApi }) {
  return (
    <section
      aria-labelledby="l7124-title"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50/40 p-3 sm:p-4"
    >
      <h3 id="l7124-title" className="text-base font-semibold text-slate-900">
        {L7124_TITLE}
      </h3>
      <p className="text-sm text-slate-800">{L7124_NOTE}</p>
      <DraftField wizard={wizard} name="autorisation_l7124" />
    </section>
  );
}
