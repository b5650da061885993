import { ApiError } from '@web/lib/api';
import { useImportContract } from '../api';
import { IMPORT_MAX_BYTES } from '../import-file';
import type { BannerMessage } from '../banner-message';

export const IMPORT_SUCCESS = 'Contrat importé avec succès';
export const IMPORT_FAILURE = 'Erreur lors de l’importation du contrat';

/** Sends the picked file; the server's French reason is shown when it gives one. */
export function useImportFlow(show: (message: BannerMessage, ms: number | null) => void) {
  const mutation = useImportContract();
  const importFile = (file: File) => {
    if (file.size > IMPORT_MAX_BYTES) {
      show({ tone: 'error', text: `${IMPORT_FAILURE} : le fichier dépasse 1 Mo.` }, null);
      return;
    }
    mutation.mutate(file, {
      onSuccess: () => show({ tone: 'success', text: IMPORT_SUCCESS }, 5000),
      onError: (error) => {
        const reason =
          error instanceof ApiError && error.message.startsWith(IMPORT_FAILURE)
            ? error.message
            : IMPORT_FAILURE;
        show(
          {
            tone: 'error',
            text: error instanceof ApiError && error.status === 415 ? error.message : reason,
          },
          null,
        );
      },
    });
  };
  return { importFile, pending: mutation.isPending };
}
