import { useNavigate } from 'react-router';
import { parseStoredDraft } from '@core/schemas/stored-draft';
import { RightsPage, type RenewedDraft } from '../features/rights/rights-page';
import { initialWizardState } from '../features/wizard/state/wizard-state';
import {
  clearWizardAnswers,
  saveWizardState,
  storeDraftId,
} from '../features/wizard/state/wizard-storage';
import { useRouteMeta } from '../lib/page-meta';

/**
 * /droits: « Mes droits ». A renewal opens in the wizard as the draft it is: its answers, id and
 * version stored where the wizard reads them, the next save updating that draft.
 */
export function Component() {
  useRouteMeta('rights');
  const navigate = useNavigate();
  function openDraft(renewed: RenewedDraft) {
    const parsed = parseStoredDraft(renewed.formData);
    if (!parsed.success) return;
    clearWizardAnswers();
    saveWizardState({ ...initialWizardState(), draft: parsed.data, title: renewed.title });
    storeDraftId(renewed.id, renewed.version);
    void navigate('/wizard?fromDashboard=true');
  }
  return <RightsPage onOpenDraft={openDraft} />;
}
