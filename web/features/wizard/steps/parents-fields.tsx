import { PARENTAL_AUTHORITY, PARENTAL_AUTHORITY_LABELS, type Parent, type ParentalAuthority } from '@core/schemas/parents';
import { SelectField } from '../../../components/ui/select-field';
import type { AuthorFieldKey } from '../state/draft-fields';
import { personOf, rolesOf, setParentField, setParentalAuthority, type ParentKey, type PersonKey } from '../state/minor-parties';
import type { WizardApi } from '../state/use-wizard';
import { FieldGrid } from './field-grid';
import { PHYSICAL_AUTHOR_FIELDS } from './step-3.schema';

const PARENT_KEYS: readonly AuthorFieldKey[] = ['gentille', 'prenom', 'nom', 'adresse', 'code_postal', 'ville', 'pays'];
/** A parent's identity: the natural-person fields that a signatory needs (LEGAL.md B3: each address). */
export const PARENT_FIELDS = PHYSICAL_AUTHOR_FIELDS.filter((field) => PARENT_KEYS.includes(field.key));

export const PARENTS_TITLE = 'Représentants légaux';
export const PARENTS_INTRO =
  'Une personne mineure ne signe pas seule : ses représentants légaux signent pour elle. Chaque parent est identifié séparément, avec sa propre adresse.';
/** C. civ. 372-1 (loi 2024-120): parents protect the child's image together; not a usual act. */
export const PARENTS_IMAGE_NOTE =
  'Publier l’image d’un enfant n’est pas un acte usuel : les deux parents qui exercent l’autorité parentale signent l’autorisation, et l’enfant est associé à la décision selon son âge et sa maturité (article 372-1 du Code civil).';
/** C. civ. 382-1: one administrator alone may only do acts of administration, not dispose of rights. */
export const PARENTS_COPYRIGHT_NOTE =
  'Céder les droits d’auteur d’un enfant est un acte de disposition : il demande l’accord des deux parents qui administrent ses biens (article 382-1 du Code civil).';

const PARENT_TITLES: Record<ParentKey, string> = { parent1: 'Parent 1', parent2: 'Parent 2' };
const SOLE_PARENT_TITLE = 'Parent qui exerce l’autorité parentale';

type ParentsFieldsProps = { wizard: WizardApi; person: PersonKey; whose: string };

/**
 * The holders of parental authority of a minor author or model (LEGAL.md B3 v2, H2): how it is
 * exercised, then each parent's identity (the second one only when both exercise it).
 */
export function ParentsFields({ wizard, person, whose }: ParentsFieldsProps) {
  const { draft, update } = wizard;
  const info = personOf(draft, person);
  if (!info) return null;
  const roles = rolesOf(draft, person);
  const sole = info.autorite_parentale === 'exclusive';
  const parents: ParentKey[] = sole ? ['parent1'] : ['parent1', 'parent2'];
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
      <SelectField
        label="Qui exerce l’autorité parentale ?"
        value={info.autorite_parentale}
        options={PARENTAL_AUTHORITY.map((value) => ({ value, label: PARENTAL_AUTHORITY_LABELS[value] }))}
        onChange={(event) => update((d) => setParentalAuthority(d, person, event.target.value as ParentalAuthority))}
      />
      {parents.map((parent) => (
        <fieldset key={parent} className="min-w-0 space-y-2">
          <legend className="text-sm font-semibold text-slate-900">{sole ? SOLE_PARENT_TITLE : PARENT_TITLES[parent]}</legend>
          <FieldGrid
            fields={PARENT_FIELDS}
            value={(key) => info[parent][key as keyof Parent] ?? ''}
            onChange={(key, value) => update((d) => setParentField(d, person, parent, key as keyof Parent, value))}
          />
        </fieldset>
      ))}
    </fieldset>
  );
}
