import { canShowStep4, STEP4_NO_CONTRACT_TYPE_MESSAGE } from '@core/rules/readiness';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import type { WizardApi } from '../state/use-wizard';
import { StepFields } from './step-fields';
import { useToday } from './field-grid';
import { AnswerWarnings } from './scope-warnings';

/**
 * Step 4: what the contract covers: the work (Auteur) and/or the images (Image) (docs/product.md
 * §5), with the work's credit, delivery and collective management, and whether the shots include
 * video — each field shown when the registry says it applies (core/fields/draft-fields.ts).
 */
export function StepDescriptions({ wizard }: { wizard: WizardApi }) {
  const { draft, goTo } = wizard;
  const today = useToday();
  if (!canShowStep4(draft)) {
    return (
      <div className="space-y-3">
        <Alert tone="warning">{STEP4_NO_CONTRACT_TYPE_MESSAGE}</Alert>
        <Button variant="outline" onClick={() => goTo(1)}>
          Retourner à l’étape 1
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <StepFields
        wizard={wizard}
        step={4}
        today={today}
        after={{ description_oeuvre: <AnswerWarnings draft={draft} field="description_oeuvre" /> }}
      />
    </div>
  );
}
