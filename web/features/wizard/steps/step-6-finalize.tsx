import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Camera, FileDown, FilePenLine, FileCheck2, FileText } from 'lucide-react';
import { offersRelease } from '@core/releases/terms';
import {
  CHILD_AUTHORISATION_MESSAGE,
  missingChildAuthorisation,
} from '@core/rules/child-authorisation';
import { draftWarnings } from '@core/rules/draft-warnings';
import { handFilledBlanks } from '@core/rules/hand-filled';
import { checkReadiness, READINESS_MESSAGE, type MissingField } from '@core/rules/readiness';
import { Alert } from '@web/components/ui/alert';
import { VersionConflictAlert } from '@web/components/version-conflict/version-conflict-alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { AssigneeAction } from '../assignee/assignee-action';
import { Checklist } from '../finalize/checklist';
import { HandFilledBlanks } from '../finalize/hand-filled-blanks';
import { WarningsSummary } from '../finalize/warnings-summary';
import { focusFieldWhenShown } from '../finalize/field-dom';
import { RenameDialog } from '../finalize/rename-dialog';
import type { useFinalize } from '../finalize/use-finalize';
import { useValidateContract } from '../finalize/use-validate';
import { prefetchFinalizeSchemas } from '../finalize/finalize-api';
import type { WizardApi } from '../state/use-wizard';
import { step6ContractFor, type RedirectAction } from '../state/wizard-storage';
import { EditsConflictAlert } from '@web/components/edits-conflict/edits-conflict';

type StepFinalizeProps = {
  wizard: WizardApi;
  finalize: ReturnType<typeof useFinalize>;
  signedIn: boolean;
  /** Opens the profile selection when a configured profile exists; absent: none is configured. */
  onChooseAssignee?: () => void;
  /** « Compléter » leaves step 6 for a field: the page then offers the way back to it. */
  onLeaveToFix?: () => void;
};

export const CHILD_AUTHORISATION_TITLE = 'Autorisation du préfet requise';

/** After the step changes, the wizard focuses its heading; the field is focused once shown. */
function goToField(
  wizard: WizardApi,
  field: Pick<MissingField, 'key' | 'label' | 'step' | 'group'>,
) {
  if (!field.step) return;
  wizard.goTo(field.step);
  focusFieldWhenShown(
    field,
    () => document.querySelector('section[aria-labelledby="step-title"]') ?? document,
  );
}

/** Step 6 (docs/product.md §2, §5): checklist, PDF, editor, validate through the rename modal. */
export function StepFinalize({
  wizard,
  finalize,
  signedIn,
  onChooseAssignee,
  onLeaveToFix,
}: StepFinalizeProps) {
  const fix = (field: Pick<MissingField, 'key' | 'label' | 'step' | 'group'>) => {
    if (field.step) onLeaveToFix?.();
    goToField(wizard, field);
  };
  const [today] = useState(() => new Date());
  useEffect(prefetchFinalizeSchemas, []);
  const readiness = checkReadiness(wizard.draft, today);
  const validate = useValidateContract(wizard.draft, wizard.setTitle, finalize.conflict.report);
  const { status, busy } = finalize;
  const navigate = useNavigate();
  // An image authorisation for many models: a séance reuses the saved contract's terms
  // (docs/releases.md); it needs an account, as the séances page does.
  const seanceOffered = signedIn && offersRelease(wizard.draft);
  const [forSeance, setForSeance] = useState(false);
  const toSeance = (id: string) => void navigate(`/seances?contrat=${encodeURIComponent(id)}`);
  const createSeance = () => {
    // The same answers as the contract step 6 saved last: that contract, not a copy.
    const saved = step6ContractFor(wizard.draft);
    if (saved) return toSeance(saved);
    setForSeance(true);
    validate.openRename();
  };
  // The first missing answer asked by a step (the assignee is not: it comes from the profile).
  const firstInWizard = readiness.missing.find((field) => field.step);
  // The checklist names the authorisation's fields; why a child model's contract waits for them
  // (C. trav. L7124-1) is said here, in the words the server's refusal uses.
  const childWaiting = missingChildAuthorisation(wizard.draft, today).length > 0;
  // Each file or editor action waits for a ready contract and spins while its own request runs;
  // the others wait for it (one request at a time on a slow network, no double submission).
  const actionButton = (action: RedirectAction) =>
    ({
      size: 'lg',
      disabled: !readiness.ready || (busy !== null && busy !== action),
      loading: busy === action,
      onClick: () => void finalize.request(action),
    }) as const;

  return (
    <div className="space-y-6">
      <Checklist
        readiness={readiness}
        onFix={fix}
        assigneeAction={<AssigneeAction onChoose={onChooseAssignee} />}
      />
      <WarningsSummary
        warnings={draftWarnings(wizard.draft, today)}
        onReview={(warning) =>
          fix({ key: warning.field, label: warning.title, step: warning.step })
        }
      />
      <HandFilledBlanks blanks={handFilledBlanks(wizard.draft, today)} onFix={fix} />
      {!readiness.ready && (
        <div className="space-y-3">
          <Alert tone="warning">{READINESS_MESSAGE}</Alert>
          {childWaiting && (
            <Alert tone="warning" title={CHILD_AUTHORISATION_TITLE}>
              {CHILD_AUTHORISATION_MESSAGE}
            </Alert>
          )}
          {firstInWizard?.step && (
            <Button variant="outline" onClick={() => fix(firstInWizard)}>
              Aller à l’étape {firstInWizard.step} : {firstInWizard.label}
            </Button>
          )}
        </div>
      )}
      <TextField
        label="Titre du contrat (facultatif)"
        value={wizard.title}
        maxLength={200}
        placeholder="Ex. : Cession photos salon 2026"
        hint="Il sert de nom au fichier PDF (« contrat » sinon) et au contrat enregistré."
        onChange={(event) => wizard.setTitle(event.target.value)}
      />
      {!signedIn && readiness.ready && (
        <p className="text-sm text-slate-700">
          Pour télécharger le PDF ou le fichier Word, ou ouvrir l’éditeur, connectez-vous ou créez
          un compte gratuit : vos réponses sont enregistrées et vous reprendrez exactement ici.
        </p>
      )}
      {/* One column of equal-width actions: wrapped rows of unequal buttons looked broken in the half-width form. */}
      <div className="grid gap-2 sm:max-w-sm">
        <Button {...actionButton('downloadPdf')}>
          <FileDown aria-hidden="true" className="size-5" />
          Télécharger le PDF
        </Button>
        <Button {...actionButton('downloadDocx')} variant="outline">
          <FileText aria-hidden="true" className="size-5" />
          Télécharger le Word
        </Button>
        <Button {...actionButton('accessEditor')} variant="outline">
          <FilePenLine aria-hidden="true" className="size-5" />
          Accéder à l’éditeur
          <Badge tone="brand">Beta</Badge>
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={!readiness.ready || busy !== null}
          onClick={() => {
            setForSeance(false);
            validate.openRename();
          }}
        >
          <FileCheck2 aria-hidden="true" className="size-5" />
          Valider le contrat
        </Button>
        {seanceOffered && (
          <Button
            size="lg"
            variant="outline"
            disabled={!readiness.ready || busy !== null}
            onClick={createSeance}
            aria-describedby="step6-seance-hint"
          >
            <Camera aria-hidden="true" className="size-5" />
            Créer une séance photo
          </Button>
        )}
      </div>
      {seanceOffered && (
        <p id="step6-seance-hint" className="text-sm text-slate-700">
          Plusieurs modèles à faire signer avec ces conditions&#8239;? La séance photo enregistre le
          contrat, puis chaque modèle remplit et signe sa propre autorisation depuis son téléphone,
          par un QR code.
        </p>
      )}
      <div aria-live="polite">{status && <Alert tone={status.tone}>{status.text}</Alert>}</div>
      {finalize.lostEdits && (
        <EditsConflictAlert
          passages={finalize.lostEdits}
          busy={busy === 'accessEditor'}
          onKeep={() => finalize.settleLostEdits('keep')}
          onRegenerate={() => finalize.settleLostEdits('regenerate')}
        />
      )}
      <VersionConflictAlert conflict={finalize.conflict} />
      {validate.renameOpen && (
        <RenameDialog
          open
          initialTitle={wizard.title}
          saving={validate.saving}
          error={validate.error}
          onOpenChange={(open) => !open && validate.closeRename()}
          onConfirm={(title) =>
            void validate.confirm(title).then((saved) => {
              if (saved && forSeance) toSeance(saved.id);
            })
          }
        />
      )}
      <Dialog
        open={validate.validated !== null}
        onOpenChange={(open) => !open && validate.closeValidated()}
      >
        <DialogContent
          title="Contrat validé"
          description={`« ${validate.validated?.title ?? ''} » est enregistré${signedIn ? ' dans « Mes Contrats »' : ''}.`}
        >
          {!signedIn && (
            <p className="text-sm text-slate-700">
              Connectez-vous avec un compte pour le retrouver dans « Mes Contrats ».
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={validate.closeValidated}>
              Fermer
            </Button>
            {signedIn && validate.validated && (
              <>
                <Button variant="outline" asChild>
                  <Link to={`/editor/${encodeURIComponent(validate.validated.id)}`}>
                    Ouvrir dans l’éditeur
                  </Link>
                </Button>
                <Button asChild>
                  <Link to={`/contracts/${encodeURIComponent(validate.validated.id)}?signature`}>
                    Envoyer pour signature
                  </Link>
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
