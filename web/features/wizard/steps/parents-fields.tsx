import { personOf, rolesOf, type ParentKey, type PersonKey } from '../state/minor-parties';
import type { WizardApi } from '../state/use-wizard';
import { FieldGrid, useToday } from './field-grid';
import { StepField, type ShownFields } from './step-fields';

export const PARENTS_TITLE = 'Représentants légaux';
export const PARENTS_INTRO =
  'Une personne mineure ne signe pas seule : ses représentants légaux signent pour elle. Chaque parent est identifié séparément, avec sa propre adresse.';
/** C. civ. 372-1 (loi 2024-120): parents protect the child's image together; not a usual act. */
export const PARENTS_IMAGE_NOTE =
  'Publier l’image d’un enfant n’est pas un acte usuel : les deux parents qui exercent l’autorité parentale signent l’autorisation, et l’enfant est associé à la décision selon son âge et sa maturité (article 372-1 du Code civil).';
/** C. civ. 382-1: one administrator alone may only do acts of administration, not dispose of rights. */
export const PARENTS_COPYRIGHT_NOTE =
  'Céder les droits d’auteur d’un enfant est un acte de disposition : il demande l’accord des deux parents qui administrent ses biens (article 382-1 du Code civil).';

const PARENT_TITLES: Record<ParentKey, string> = { parent1: 'Parent 1', parent2: 'Parent 2' };
const SOLE_PARENT_TITLE = 'Parent qui exerce l’autorité parentale';

type ParentsFieldsProps = {
  wizard: WizardApi;
  /** What step 3 shows of the registry: the authority question and each parent asked. */
  shown: ShownFields;
  person: PersonKey;
  whose: string;
};

/**
 * The holders of parental authority of a minor author or model (legal review B3 v2, H2): how it is
 * exercised, then each parent's identity and address, as the registry asks them (the second
 * parent only when both exercise it).
 */
export function ParentsFields({ wizard, shown, person, whose }: ParentsFieldsProps) {
  const { draft } = wizard;
  const today = useToday();
  const info = personOf(draft, person);
  if (!info) return null;
  const roles = rolesOf(draft, person);
  const sole = info.autorite_parentale === 'exclusive';
  const specsOf = (parent: ParentKey) =>
    shown.specs.filter((spec) => spec.key.startsWith(`${person}.${parent}.`));
  const parents = (['parent1', 'parent2'] as const).filter((p) => specsOf(p).length > 0);
  const authority = shown.specs.find((spec) => spec.key === `${person}.autorite_parentale`);
  return (
    // The authority options are long sentences: the select must not widen the form at 375 px.
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-amber-300 bg-amber-50/40 p-3 sm:p-4 [&_select]:w-full">
      <legend className="px-1">
        <h3 className="text-base font-semibold text-slate-900">{`${PARENTS_TITLE} ${whose}`}</h3>
      </legend>
      <div className="space-y-1 text-sm text-slate-800">
        <p>{PARENTS_INTRO}</p>
        {roles.image && <p>{PARENTS_IMAGE_NOTE}</p>}
        {roles.copyright && <p>{PARENTS_COPYRIGHT_NOTE}</p>}
      </div>
      {authority && (
        <StepField
          spec={authority}
          wizard={wizard}
          required={false}
          today={today}
          widgets={{}}
          short
        />
      )}
      {parents.map((parent) => (
        <fieldset key={parent} className="min-w-0 space-y-2">
          <legend className="text-sm font-semibold text-slate-900">
            {sole ? SOLE_PARENT_TITLE : PARENT_TITLES[parent]}
          </legend>
          <FieldGrid specs={specsOf(parent)} wizard={wizard} today={today} short />
        </fieldset>
      ))}
    </fieldset>
  );
}
