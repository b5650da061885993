import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { apiRequest } from '@web/lib/api';
import { saveBlob } from '@web/lib/save-blob';
import { exportFileName } from './account-api';
import { AccountSection } from './account-section';
import { ActionRow, useFeedback } from './form-feedback';

export const EXPORT_READY = 'Le fichier de vos données a été téléchargé.';

/**
 * « Mes données » (GDPR art. 15 and 20): GET /api/account/export, one JSON file. Fetched rather
 * than followed as a link, so a failure (an expired session) is said here in French instead of
 * opening the server's JSON answer.
 */
export function DataSection() {
  const { feedback, success, error, clear } = useFeedback();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    clear();
    setBusy(true);
    try {
      const response = await apiRequest('/api/account/export');
      const name = exportFileName(response.headers.get('content-disposition'));
      saveBlob(await response.blob(), name);
      success(EXPORT_READY);
    } catch (cause) {
      error(cause);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountSection id="donnees" title="Mes données">
      <p>Un seul fichier JSON avec tout ce que Clausier conserve de votre compte{'\u00a0'}:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          votre compte{'\u00a0'}: nom, adresse e-mail, date de création, moyens de connexion
          {'\u202f'};
        </li>
        <li>votre profil de cessionnaire et votre carnet de clients{'\u202f'};</li>
        <li>
          tous vos contrats et brouillons, avec leurs commentaires, chacun dans le format d’export
          d’un contrat (réimportable dans Clausier){'\u202f'};
        </li>
        <li>les avis envoyés depuis votre compte{'\u202f'};</li>
        <li>
          vos demandes de signature électronique{'\u00a0'}: celles que vous avez envoyées, et celles
          reçues à votre adresse confirmée, avec leur journal et le lien de chaque PDF signé.
        </li>
      </ul>
      <p>Ni votre mot de passe ni vos sessions n’y figurent.</p>
      <ActionRow feedback={feedback}>
        <Button variant="outline" loading={busy} onClick={() => void download()}>
          {!busy && <Download aria-hidden="true" className="size-4" />}
          Télécharger toutes mes données (JSON)
        </Button>
      </ActionRow>
    </AccountSection>
  );
}
