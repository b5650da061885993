import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { specOf } from '@web/components/registry-field/registry-props';
import type { WizardApi } from '../state/use-wizard';
import { StepField, type ShownFields } from './step-fields';

export const L7124_TITLE = 'Enfant de moins de 16 ans\u00a0: activité de mannequin';
/** C. trav. L7123-2 and L7124-1 (legal review B3 v2): « à quelque titre que ce soit », so free uses too. */
export const L7124_NOTE =
  'Avant toute utilisation de l’image d’un enfant de moins de 16 ans comme mannequin (présenter un produit, un service ou un message publicitaire, ou poser comme mannequin), gratuite ou payée, il faut une autorisation individuelle du préfet, ou passer par une agence de mannequins titulaire d’une licence (article L7124-1 du Code du travail).';
/** What « Non » puts in the contract instead (core/templates/clauses/minor-model.ts). */
export const NO_MODELLING_NOTE =
  'Sans activité de mannequin, aucune autorisation n’est demandée\u00a0: le contrat interdit alors au bénéficiaire toute utilisation publicitaire des images de l’enfant.';
export const L7124_LABEL = specOf(DRAFT_FIELDS, 'autorisation_prefectorale.reference').label;
export const L7124_DATE_LABEL = specOf(DRAFT_FIELDS, 'autorisation_prefectorale.date').label;
export const MODELLING_LABEL = specOf(DRAFT_FIELDS, 'activite_mannequin').label;

/**
 * A model under 16 (legal review B3 v2, H2): whether the images serve a modelling activity, then
 * the reference and date of the L7124-1 authorisation when they do (both required: no PDF, Word
 * file or signature request without them, core/rules/child-authorisation.ts). The field's own warning flags an
 * advertising support or destination after « Non » (core/rules/child-modelling.ts).
 */
export function L7124Field({
  wizard,
  shown,
  today,
}: {
  wizard: WizardApi;
  shown: ShownFields;
  today: Date;
}) {
  const field = (key: string) => {
    const spec = shown.specs.find((candidate) => candidate.key === key);
    return (
      spec && (
        <StepField
          spec={spec}
          wizard={wizard}
          required={shown.required.has(key)}
          today={today}
          widgets={{}}
        />
      )
    );
  };
  return (
    <section
      aria-labelledby="l7124-title"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50/40 p-3 sm:p-4"
    >
      <h3 id="l7124-title" className="text-base font-semibold text-slate-900">
        {L7124_TITLE}
      </h3>
      <p className="text-sm text-slate-800">{L7124_NOTE}</p>
      {field('activite_mannequin')}
      {shown.has('autorisation_prefectorale.reference') ? (
        <>
          {field('autorisation_prefectorale.reference')}
          {field('autorisation_prefectorale.date')}
        </>
      ) : (
        <p className="text-sm text-slate-800">{NO_MODELLING_NOTE}</p>
      )}
    </section>
  );
}
