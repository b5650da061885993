import { AUTEUR, CESSION_TYPES, type CessionType } from '@core/schemas/draft';
import { applyCessionType, availableRights, rightsOffered, setGraphicWork, toggleRight } from '@core/rules/cession';
import { Alert } from '../../../components/ui/alert';
import { Checkbox, RadioCards, Section } from '../controls';
import { RIGHT_HINTS, RIGHT_LABELS } from '../labels';
import type { WizardApi } from '../state/use-wizard';

const CESSION_OPTIONS = CESSION_TYPES.map((value) => ({
  value,
  label: value,
  hint:
    value === 'Gratuite'
      ? 'Sans contrepartie financière : reproduction et représentation, sans exclusivité, pour une durée limitée.'
      : 'Contre une rémunération : vous pouvez ajouter des droits et l’exclusivité.',
}));

/** Step 2: assignment mode, then rights and exclusivity when Onéreuse (SPEC §4, §9; LEGAL D2). */
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
        options={CESSION_OPTIONS}
        onChange={(type) => update((d) => applyCessionType(d, type))}
      />
      {hasAuteur && (
        <Checkbox
          label="L'œuvre est graphique ou plastique (dessin, peinture, photographie d'art, sculpture…)"
          hint="Pour ces œuvres, le contrat rappelle que l'auteur garde son droit de suite sur les reventes de l'original."
          checked={draft.oeuvre_graphique}
          onChange={(on) => update((d) => setGraphicWork(d, on))}
        />
      )}
      {offered ? (
        <Section
          title="Droits cédés"
          description="La reproduction et la représentation sont toujours incluses. Cochez les droits supplémentaires."
        >
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
          <Checkbox
            label="Cession exclusive"
            hint="L'auteur s'interdit de céder les mêmes droits à quelqu'un d'autre pendant la durée du contrat."
            checked={draft.exclusivite}
            onChange={(on) => update((d) => ({ ...d, exclusivite: on }))}
          />
        </Section>
      ) : (
        <Alert tone="info">
          Une cession gratuite se limite à la reproduction et à la représentation, sans exclusivité. Choisissez « Onéreuse
          » pour céder d'autres droits ou obtenir l'exclusivité.
        </Alert>
      )}
    </div>
  );
}
