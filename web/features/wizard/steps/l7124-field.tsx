import { TextField } from '../../../components/ui/text-field';
import type { WizardApi } from '../state/use-wizard';

export const L7124_TITLE = 'Enfant de moins de 16 ans : autorisation préalable';
/** C. trav. L7124-1 (LEGAL.md B3 v2): « à quelque titre que ce soit », so free uses too. */
export const L7124_NOTE =
  'Avant toute utilisation de l’image d’un enfant de moins de 16 ans comme mannequin (présenter un produit, un service ou un message publicitaire), gratuite ou payée, il faut une autorisation individuelle du préfet, ou passer par une agence de mannequins titulaire d’une licence (article L7124-1 du Code du travail).';
export const L7124_LABEL = 'Référence de l’autorisation (préfet ou agence agréée)';

/** The reference of the L7124-1 authorisation, asked for a model under 16 (LEGAL.md B3 v2, H2). */
export function L7124Field({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  return (
    <section aria-labelledby="l7124-title" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50/40 p-3 sm:p-4">
      <h3 id="l7124-title" className="text-base font-semibold text-slate-900">
        {L7124_TITLE}
      </h3>
      <p className="text-sm text-slate-800">{L7124_NOTE}</p>
      <TextField
        label={L7124_LABEL}
        value={draft.autorisation_l7124}
        maxLength={200}
        autoComplete="off"
        placeholder="Ex. : arrêté préfectoral n° 2026-123 du 2 mars 2026"
        hint="Si elle n’est pas encore obtenue, laissez vide et reportez-la sur le contrat avant toute utilisation des images."
        onChange={(event) => update((d) => ({ ...d, autorisation_l7124: event.target.value }))}
      />
    </section>
  );
}
