import type { PhysicalFieldName } from './field-names';
import { contactFields, recordFields, type RecordFieldsProps } from './record-fields';

export type PhysicalPersonFieldsProps = RecordFieldsProps<PhysicalFieldName>;

/**
 * Every field of a natural person (docs/product.md §3 "User profile"), shared by the dashboard
 * profile and the client form: identity, then contact details. Labels, limits, help and ids come
 * from the registry (core/fields/profile-fields.ts).
 */
export function PhysicalPersonFields(props: PhysicalPersonFieldsProps) {
  const { text, civility } = recordFields('physical_person', props);
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Identité</legend>
        {civility('gentille')}
        <span aria-hidden="true" className="hidden sm:block" />
        {text('nom')}
        {text('prenom')}
        {text('date_naissance')}
        {text('lieu_naissance')}
        {text('nationalite')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Coordonnées</legend>
        {contactFields(text)}
      </fieldset>
    </div>
  );
}
