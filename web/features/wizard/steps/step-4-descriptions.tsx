import { AUTEUR, IMAGE } from '@core/schemas/draft';
import { canShowStep4, STEP4_NO_CONTRACT_TYPE_MESSAGE } from '@core/rules/readiness';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../controls';
import type { WizardApi } from '../state/use-wizard';
import { ImageVideoField, WorkOptionsFields } from './work-options-fields';

/**
 * Step 4: what the contract covers: the work (Auteur) and/or the images (Image) (SPEC §5), with
 * the work's credit, delivery and collective management, and whether the shots include video.
 */
export function StepDescriptions({ wizard }: { wizard: WizardApi }) {
  const { draft, update, goTo } = wizard;
  if (!canShowStep4(draft)) {
    return (
      <div className="space-y-3">
        <Alert tone="warning">{STEP4_NO_CONTRACT_TYPE_MESSAGE}</Alert>
        <Button variant="outline" onClick={() => goTo(1)}>
          Retourner à l'étape 1
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {draft.type_contrat.includes(AUTEUR) && (
        <TextAreaField
          label="Description de l'œuvre"
          requiredMark
          value={draft.description_oeuvre}
          maxLength={5000}
          onChange={(event) => update((d) => ({ ...d, description_oeuvre: event.target.value }))}
          placeholder="Ex. : série de 12 photographies du salon « Tech Lyon 2026 », fichiers JPEG haute définition."
          hint="Décrivez l'œuvre avec précision : nature, titre, nombre, format. Une œuvre mal identifiée affaiblit le contrat."
        />
      )}
      {draft.type_contrat.includes(AUTEUR) && <WorkOptionsFields wizard={wizard} />}
      {draft.type_contrat.includes(IMAGE) && (
        <TextAreaField
          label="Description des images (photos, vidéos) où figure la personne"
          requiredMark
          value={draft.description_image}
          maxLength={5000}
          onChange={(event) => update((d) => ({ ...d, description_image: event.target.value }))}
          placeholder="Ex. : portraits réalisés le 12 mars 2026 dans nos locaux de Lyon."
          hint="Indiquez la séance ou les prises de vues concernées : date, lieu et nombre de photos ou de vidéos. Cette description identifie les images dans le contrat, qui ne laisse aucune ligne à compléter à la main."
        />
      )}
      {draft.type_contrat.includes(IMAGE) && <ImageVideoField wizard={wizard} />}
    </div>
  );
}
