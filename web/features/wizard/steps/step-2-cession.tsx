import { AUTEUR, CESSION_TYPES, type CessionType } from '@core/schemas/draft';
import {
  applyCessionType,
  availableRights,
  exclusivityOffered,
  rightsOffered,
  setGraphicWork,
  toggleRight,
} from '@core/rules/cession';
import { Alert } from '../../../components/ui/alert';
import { Checkbox, RadioCards, Section } from '../controls';
import {
  IMAGE_ONLY_EXCLUSIVITY_NOTE,
  IMAGE_ONLY_RIGHTS_NOTE,
  RIGHT_HINTS,
  RIGHT_LABELS,
  SUBLICENCE_HINT,
  SUBLICENCE_LABEL,
} from '../labels';
import type { WizardApi } from '../state/use-wizard';
import { MinorFreeGrantAlert } from './minor-free-grant';

/**
 * The paid card promises exclusivity only where it exists (legal review D17: not for image only).
 */
const cessionOptions = (hasAuteur: boolean) =>
  CESSION_TYPES.map((value) => ({
    value,
    label: value,
    hint:
      value === 'Gratuite'
        ? 'Sans contrepartie financière : reproduction et représentation, sans exclusivité, pour une durée limitée.'
        : hasAuteur
          ? 'Contre une rémunération : vous pouvez ajouter des droits et l’exclusivité.'
          : 'Contre une rémunération : vous pouvez ajouter des droits.',
  }));

/**
 * Step 2: assignment mode, then rights and exclusivity when Onéreuse (docs/product.md §4, §9; legal
 * review D2). Exclusivity is not offered for an image-only authorisation, and a note says why
 * (legal review D17).
 */
export function StepCession({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  const hasAuteur = draft.type_contrat.includes(AUTEUR);
  const offered = rightsOffered(draft);
  const rights = availableRights(draft);

  return (
    <div className="space-y-6">
      <RadioCards<CessionType>
        legend="Mode de cession"
        name="type_cession"
        value={draft.type_cession}
        options={cessionOptions(hasAuteur)}
        onChange={(type) => update((d) => applyCessionType(d, type))}
      />
      <MinorFreeGrantAlert wizard={wizard} />
      {hasAuteur && (
        <Checkbox
          label="L’œuvre est graphique ou plastique (dessin, peinture, photographie d’art, sculpture…)"
          hint="Pour ces œuvres, le contrat rappelle que l’auteur garde son droit de suite sur les reventes de l’original."
          checked={draft.oeuvre_graphique}
          onChange={(on) => update((d) => setGraphicWork(d, on))}
        />
      )}
      {offered ? (
        <Section
          title="Droits cédés"
          description="La reproduction et la représentation sont toujours incluses. Cochez les droits supplémentaires."
        >
          {hasAuteur ? (
            <fieldset className="space-y-1">
              <legend className="sr-only">Droits supplémentaires</legend>
              {rights.map((right) => (
                <Checkbox
                  key={right}
                  label={RIGHT_LABELS[right]}
                  hint={RIGHT_HINTS[right]}
                  checked={draft.droits_cedes.includes(right)}
                  onChange={(on) => update((d) => toggleRight(d, right, on))}
                />
              ))}
            </fieldset>
          ) : (
            <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
              {IMAGE_ONLY_RIGHTS_NOTE}
            </p>
          )}
          {exclusivityOffered(draft) ? (
            <Checkbox
              label="Cession exclusive"
              hint="L’auteur s’interdit de céder les mêmes droits à quelqu’un d’autre pendant la durée du contrat."
              checked={draft.exclusivite}
              onChange={(on) => update((d) => ({ ...d, exclusivite: on }))}
            />
          ) : (
            <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
              {IMAGE_ONLY_EXCLUSIVITY_NOTE}
            </p>
          )}
        </Section>
      ) : (
        <Alert tone="info">
          {hasAuteur
            ? 'Une cession gratuite se limite à la reproduction et à la représentation, sans exclusivité. Choisissez « Onéreuse » pour céder d’autres droits ou obtenir l’exclusivité.'
            : 'Une autorisation gratuite se limite à la reproduction et à la représentation. Choisissez « Onéreuse » pour accorder d’autres droits.'}
        </Alert>
      )}
      <Checkbox
        label={SUBLICENCE_LABEL}
        hint={SUBLICENCE_HINT}
        checked={draft.sous_licence}
        onChange={(on) => update((d) => ({ ...d, sous_licence: on }))}
      />
    </div>
  );
}
