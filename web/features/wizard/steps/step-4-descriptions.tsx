import { AUTEUR, IMAGE } from '@core/schemas/draft';
import { canShowStep4, STEP4_NO_CONTRACT_TYPE_MESSAGE } from '@core/rules/readiness';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { WizardApi } from '../state/use-wizard';
import { DraftField } from './draft-field';
import { WorkIdentificationFields } from './work-identification-fields';
import { ImageVideoField, WorkOptionsFields } from './work-options-fields';
import { WorkKindWarning } from './scope-warnings';

/**
 * Step 4: what the contract covers: the work (Auteur) and/or the images (Image) (docs/product.md
 * §5), with the work's credit, delivery and collective management, and whether the shots include
 * video.
 */
export function StepDescriptions({ wizard }: { wizard: WizardApi }) {
  const { draft, goTo } = wizard;
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
      {draft.type_contrat.includes(AUTEUR) && <WorkIdentificationFields wizard={wizard} />}
      {draft.type_contrat.includes(AUTEUR) && (
        <DraftField wizard={wizard} name="description_oeuvre" />
      )}
      {draft.type_contrat.includes(AUTEUR) && <WorkKindWarning draft={draft} />}
      {draft.type_contrat.includes(AUTEUR) && <WorkOptionsFields wizard={wizard} />}
      {draft.type_contrat.includes(IMAGE) && (
        <DraftField wizard={wizard} name="description_image" />
      )}
      {draft.type_contrat.includes(IMAGE) && <ImageVideoField wizard={wizard} />}
    </div>
  );
}
