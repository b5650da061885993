import type { FieldErrors } from 'react-hook-form';
import { PhysicalPersonFields } from '@web/components/profile-fields/physical-person-fields';
import { LegalEntityFields } from '@web/components/profile-fields/legal-entity-fields';
import type { LegalFieldName, PhysicalFieldName } from '@web/components/profile-fields/field-names';
import { Button } from '@web/components/ui/button';
import type { DashboardState } from './use-dashboard';
import type { ProfileFormInput } from './profile-form.schema';
import { ProfileTypeCards } from './profile-type-cards';
import { DashboardBanners } from './dashboard-banners';
import { SideChoice } from './side-choice';

/** Zod/RHF errors of one sub-object → `{ field: message }`. */
function messages<N extends string>(errors: FieldErrors | undefined): Partial<Record<N, string>> {
  const out: Partial<Record<N, string>> = {};
  for (const [name, error] of Object.entries(errors ?? {})) {
    if (error && typeof error.message === 'string') out[name as N] = error.message;
  }
  return out;
}

function saveLabel(state: DashboardState) {
  if (state.isSaving) return 'Enregistrement…';
  return state.redirecting ? 'Enregistrer et continuer' : 'Enregistrer mes informations';
}

/** The « Mon entreprise » tab: the radio cards, then the chosen profile's form. */
export function ProfilePanel({ state }: { state: DashboardState }) {
  const { form, selected } = state;
  const errors = form.formState.errors as FieldErrors<ProfileFormInput>;
  const sirenValue = form.watch('legal_entity.siren') ?? '';
  return (
    <div className="flex flex-col gap-6">
      <SideChoice side={state.side} onChange={state.chooseSide} disabled={state.isLoading} />
      <section aria-labelledby="profile-type-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="profile-type-heading" className="text-lg font-semibold text-slate-900">
            Vous agissez en tant que…
          </h2>
          <p className="text-sm text-slate-700">
            Ce choix est facultatif : si vos deux profils sont configurés, vous pourrez choisir
            celui à utiliser à chaque création de contrat.
          </p>
        </div>
        <ProfileTypeCards
          selected={selected}
          configured={state.configured}
          onSelect={state.select}
          disabled={state.isLoading}
        />
      </section>
      <form
        id="profile-config-form"
        noValidate
        onSubmit={(event) => void state.submit('form', event)}
        aria-labelledby="profile-form-heading"
        className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="profile-form-heading" className="text-lg font-semibold text-slate-900">
          {selected === 'physical_person'
            ? 'Vos informations (personne physique)'
            : 'Votre société (personne morale)'}
        </h2>
        {selected === 'physical_person' ? (
          <PhysicalPersonFields
            source="profile"
            register={(name) => form.register(`physical_person.${name}`)}
            errors={messages<PhysicalFieldName>(errors.physical_person as FieldErrors | undefined)}
          />
        ) : (
          <LegalEntityFields
            source="profile"
            idPrefix="profile"
            register={(name) => form.register(`legal_entity.${name}`)}
            errors={messages<LegalFieldName>(errors.legal_entity as FieldErrors | undefined)}
            sirenValue={sirenValue}
            autofill={{
              value: (name) => form.getValues(`legal_entity.${name}`) ?? '',
              // Dirty, so leaving the page warns and saving sends them, like typed values.
              fill: (patch) => {
                for (const [name, value] of Object.entries(patch)) {
                  form.setValue(`legal_entity.${name as keyof typeof patch}`, value, {
                    shouldDirty: true,
                  });
                }
              },
            }}
          />
        )}
        <DashboardBanners state={state} place="form" />
        <div className="flex justify-end">
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            loading={state.isSaving}
            disabled={state.busy}
          >
            {saveLabel(state)}
          </Button>
        </div>
      </form>
    </div>
  );
}
