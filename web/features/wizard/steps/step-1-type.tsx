import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { CONTRACT_TYPES, type ContractType } from '@core/answers/draft';
import { setContractTypes } from '@core/rules/cession';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Checkbox, Section, TextAreaField } from '../controls';
import { EXCLUSIVITY_CLEARED_NOTE } from '../labels';
import { fieldDomId } from '@web/components/registry-field/field-id';
import { toggleInList } from '../state/draft-fields';
import type { WizardApi } from '../state/use-wizard';
import { useToday } from './field-grid';
import { StepFields } from './step-fields';
import { analyzeProject, type AnalysisOutcome } from './analyze-project';

/** The values are stored data (straight apostrophe, core/schemas/draft.ts); the labels are copy. */
const TYPE_LABELS: Record<ContractType, string> = {
  "Auteur (droits d'auteur)": 'Auteur (droits d’auteur)',
  "Image (droit à l'image)": 'Image (droit à l’image)',
};

const TYPE_HINTS: Record<ContractType, string> = {
  "Auteur (droits d'auteur)":
    'Pour utiliser une création (photo, illustration, texte, musique, vidéo, logiciel…).',
  "Image (droit à l'image)": 'Pour utiliser l’image (photo, vidéo) d’une personne reconnaissable.',
};

/**
 * Step 1: the contract type(s), with the description analysis helper (docs/product.md §2, §5, §8).
 */
export function StepType({ wizard }: { wizard: WizardApi }) {
  const { draft, update, projectDescription, setProjectDescription } = wizard;
  const [outcome, setOutcome] = useState<AnalysisOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const today = useToday();
  // Set when unticking « Auteur » cleared the exclusivity (legal review D17): never silently.
  const [exclusivityCleared, setExclusivityCleared] = useState(false);

  const toggleType = (type: ContractType, on: boolean) => {
    const types = toggleInList(CONTRACT_TYPES, draft.type_contrat, type, on);
    if (draft.exclusivite && !setContractTypes(draft, types).exclusivite)
      setExclusivityCleared(true);
    update((d) => setContractTypes(d, toggleInList(CONTRACT_TYPES, d.type_contrat, type, on)));
  };

  const analyze = async () => {
    setBusy(true);
    const result = await analyzeProject(projectDescription, draft.side);
    setBusy(false);
    setOutcome(result);
    if (result.kind === 'ok' && result.types.length > 0) {
      const types = CONTRACT_TYPES.filter((t) => result.types.includes(t));
      if (draft.exclusivite && !setContractTypes(draft, types).exclusivite)
        setExclusivityCleared(true);
      update((d) => setContractTypes(d, types));
    }
  };

  // The contract types (`widget: 'contractTypes'` in the registry), with a hint each.
  const contractTypes = () => (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-base font-semibold text-slate-900">
        Type de contrat <span className="text-sm font-normal text-slate-600">(un ou les deux)</span>
      </legend>
      {CONTRACT_TYPES.map((type, index) => (
        <Checkbox
          key={type}
          // The registry's id on the first choice: « Compléter : Type de contrat » lands there.
          id={index === 0 ? fieldDomId('type_contrat') : undefined}
          label={TYPE_LABELS[type]}
          hint={TYPE_HINTS[type]}
          checked={draft.type_contrat.includes(type)}
          onChange={(on) => toggleType(type, on)}
        />
      ))}
    </fieldset>
  );

  return (
    <div className="space-y-6">
      <Section
        title="Décrivez votre projet"
        description="Quelques phrases suffisent : nous vous suggérons le type de contrat adapté. Rien n’est envoyé à une intelligence artificielle."
      >
        <TextAreaField
          label="Description du projet"
          value={projectDescription}
          onChange={(event) => setProjectDescription(event.target.value)}
          placeholder="Ex. : j’utilise les photos d’un photographe, où figure une personne, pour mon site et mes réseaux sociaux."
          rows={4}
          maxLength={5000}
        />
        <Button variant="secondary" onClick={() => void analyze()} loading={busy}>
          <Sparkles aria-hidden="true" className="size-4" />
          Analyser ma description
        </Button>
        <div aria-live="polite">
          {outcome?.kind === 'empty' && <Alert tone="warning">{outcome.message}</Alert>}
          {outcome?.kind === 'failed' && <Alert tone="error">{outcome.suggestion}</Alert>}
          {outcome?.kind === 'ok' && (
            <Alert tone="info" title="Suggestion">
              {outcome.suggestion}
            </Alert>
          )}
        </div>
      </Section>
      <StepFields wizard={wizard} step={1} today={today} widgets={{ contractTypes }} />
      <div aria-live="polite" className="empty:hidden">
        {exclusivityCleared && <Alert tone="info">{EXCLUSIVITY_CLEARED_NOTE}</Alert>}
      </div>
    </div>
  );
}
