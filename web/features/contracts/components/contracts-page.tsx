import { useEffect, useState, type ReactNode } from 'react';
import { LazyDialog } from '../../../components/layout/lazy-dialog';
import { Alert } from '../../../components/ui/alert';
import { StickyMessages } from '../../../components/ui/sticky-messages';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { fileFailureMessage } from '../../../lib/file-failure';
import { FILE_MESSAGES } from '../../../lib/file-messages';
import { useContracts, type ContractSummary } from '../api';
import { downloadStoredFile } from '../finalize/api';
import { useMedia } from '../../../lib/use-media';
import { useDraftNotice } from '../hooks/use-draft-notice';
import { useTimedMessage } from '../../../lib/use-timed-message';
import type { BannerMessage } from '../banner-message';
import { ContractCards, ContractTable } from './contract-table';
import { ContractsHeader } from './contracts-header';
import type { DialogState } from './contract-dialogs';
import { EmptyState } from './empty-state';
import { ImportZone } from './import-zone';
import { useImportFlow } from './use-import-flow';
import { useAuth } from '../../../lib/auth';
import { latestByContract, useSignatureRequests } from '../signature/api';
import { lazyNamed, prefetchWhenIdle } from '../../../lib/lazy-named';

// The dialogs (Radix and their forms, ~20 KB gzip) are not part of the list's first paint: their
// files are fetched once the page is idle and each is mounted when first opened, then kept
// (docs/design.md §7 « First load »).
const loadContractDialogs = () => import('./contract-dialogs');
const loadSignatureDialog = () => import('../signature/signature-dialog');
const ContractDialogs = lazyNamed(loadContractDialogs, 'ContractDialogs');
const SignatureDialog = lazyNamed(loadSignatureDialog, 'SignatureDialog');

export const LOAD_ERROR = 'Impossible de récupérer vos contrats. Veuillez réessayer plus tard.';

/** Mes Contrats (docs/product.md §2 "Contract list"). `helpButton` is the tutorial launcher, given by the route. */
export function ContractsPage({ helpButton }: { helpButton?: ReactNode }) {
  const contracts = useContracts();
  // docs/product.md §9: mobile is under 768 px. One variant is rendered at a time, so element
  // ids stay unique.
  const isDesktop = useMedia('(min-width: 768px)');
  const banner = useTimedMessage<BannerMessage>();
  const { notice, pulseId, dismiss } = useDraftNotice(contracts.data);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const importFlow = useImportFlow(banner.show);
  const { isSignedIn } = useAuth();
  const signatureRequests = useSignatureRequests(isSignedIn);
  const signatures = latestByContract(signatureRequests.data);
  const [signatureFor, setSignatureFor] = useState<ContractSummary | null>(null);
  useEffect(() => prefetchWhenIdle(loadContractDialogs, loadSignatureDialog), []);

  const handlers = {
    onOpenDraft: (contract: ContractSummary) => setDialog({ kind: 'draft', contract }),
    onExport: (contract: ContractSummary) => setDialog({ kind: 'export', contract }),
    onDelete: (contract: ContractSummary) => setDialog({ kind: 'delete', contract }),
    onSignature: (contract: ContractSummary) => {
      if (isSignedIn) setSignatureFor(contract);
      else
        banner.show(
          {
            tone: 'info',
            text: 'La signature électronique demande un compte : créez-en un ou connectez-vous, vos contrats vous suivent.',
          },
          null,
        );
    },
    onDownloadWord: (contract: ContractSummary) => {
      downloadStoredFile(contract.id, contract.title, 'docx').catch((error: unknown) => {
        // A 400 names what an unfinished contract still lacks (French); else the generic failure.
        banner.show(
          { tone: 'error', text: fileFailureMessage(error, FILE_MESSAGES.docx.failed) },
          null,
        );
      });
    },
  };
  const importZone = (
    <ImportZone
      variant={isDesktop ? 'desktop' : 'mobile'}
      busy={importFlow.pending}
      onFile={importFlow.importFile}
      onRejected={(text) => banner.show({ tone: 'error', text }, null)}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <ContractsHeader helpButton={helpButton} />
      <StickyMessages>
        {notice && (
          <Alert tone={notice.tone} onClose={dismiss}>
            {notice.text}
          </Alert>
        )}
        {banner.message && (
          <Alert tone={banner.message.tone} onClose={banner.clear}>
            {banner.message.text}
          </Alert>
        )}
      </StickyMessages>
      {contracts.isPending ? (
        <PageSpinner label="Chargement de vos contrats…" />
      ) : contracts.isError ? (
        <Alert tone="error">
          {contracts.error instanceof ApiError && contracts.error.status === 401
            ? contracts.error.message
            : LOAD_ERROR}
        </Alert>
      ) : contracts.data.length === 0 ? (
        <EmptyState importZone={importZone} />
      ) : (
        <>
          {importZone}
          {isDesktop ? (
            <ContractTable
              contracts={contracts.data}
              pulseId={pulseId}
              signatures={signatures}
              {...handlers}
            />
          ) : (
            <ContractCards
              contracts={contracts.data}
              pulseId={pulseId}
              signatures={signatures}
              {...handlers}
            />
          )}
        </>
      )}
      <LazyDialog
        name="La fenêtre"
        open={dialog.kind !== 'none'}
        onClose={() => setDialog({ kind: 'none' })}
      >
        <ContractDialogs state={dialog} setState={setDialog} showMessage={banner.show} />
      </LazyDialog>
      <LazyDialog
        name="La fenêtre de signature"
        open={signatureFor !== null}
        onClose={() => setSignatureFor(null)}
      >
        <SignatureDialog
          contract={signatureFor}
          request={signatureFor ? signatures.get(signatureFor.id) : undefined}
          onClose={() => setSignatureFor(null)}
          onSent={(text) => {
            setSignatureFor(null);
            banner.show({ tone: 'success', text }, 8000);
          }}
        />
      </LazyDialog>
    </div>
  );
}
