import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  contractState,
  listQueryFromParams,
  listQueryParams,
  listedClients,
  queryContracts,
  type ContractListQuery,
} from '@core/rules/contract-list';
import { LazyDialog } from '@web/components/layout/lazy-dialog';
import { Alert } from '@web/components/ui/alert';
import { StickyMessages } from '@web/components/ui/sticky-messages';
import { PageSpinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { fileFailureMessage } from '@web/lib/file-failure';
import { FILE_MESSAGES } from '@web/lib/file-messages';
import { useContracts, type ContractSummary } from '../api';
import { downloadStoredFile } from '../finalize/api';
import { useMedia } from '@web/lib/use-media';
import { useDraftNotice } from '../hooks/use-draft-notice';
import { useTimedMessage } from '@web/lib/use-timed-message';
import type { BannerMessage } from '../banner-message';
import { ContractCards, ContractTable, type ContractRow } from './contract-table';
import { ContractDetail } from './contract-detail';
import { ContractsToolbar } from './contracts-toolbar';
import { ContractsHeader } from './contracts-header';
import type { DialogState } from './contract-dialogs';
import { EmptyState } from './empty-state';
import { ImportZone } from './import-zone';
import { useImportFlow } from './use-import-flow';
import { useAuth } from '@web/lib/auth';
import { latestByContract, useSignatureRequests } from '../signature/api';
import { lazyNamed, prefetchWhenIdle } from '@web/lib/lazy-named';

// The dialogs (Radix and their forms, ~20 KB gzip) are not part of the list's first paint: their
// files are fetched once the page is idle and each is mounted when first opened, then kept
// (docs/design.md §7 « First load »).
const loadContractDialogs = () => import('./contract-dialogs');
const loadSignatureDialog = () => import('../signature/signature-dialog');
const ContractDialogs = lazyNamed(loadContractDialogs, 'ContractDialogs');
const SignatureDialog = lazyNamed(loadSignatureDialog, 'SignatureDialog');

/** What the list's search, filters and sort read of a row (core/rules/contract-list.ts). */
type ContractRowFields = { title: string; created_at: string; updated_at: string };

export const LOAD_ERROR = 'Impossible de récupérer vos contrats. Veuillez réessayer plus tard.';

/**
 * Mes Contrats (docs/product.md §2 "Contract list"), or with `contractId` one contract's page:
 * both share the dialogs and messages. `helpButton` is the tutorial launcher, given by the route.
 */
export function ContractsPage({
  helpButton,
  contractId,
}: {
  helpButton?: ReactNode;
  contractId?: string;
}) {
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
  const rows = useMemo<(ContractRow & ContractRowFields)[]>(
    () =>
      (contracts.data ?? []).map((contract) => {
        const request = signatures.get(contract.id);
        return {
          contract,
          request,
          client: contract.client,
          offersRelease: contract.offers_release,
          state: contractState(contract.is_draft, request?.status ?? null),
          title: contract.title,
          created_at: contract.created_at,
          updated_at: contract.updated_at,
        };
      }),
    [contracts.data, signatures],
  );
  // « Envoyer pour signature » from the wizard's « Contrat validé » lands on the contract's page
  // with ?signature: its dialog opens once the contract is loaded, and the address is cleaned so
  // that Back or a reload does not open it again.
  const [search, setSearch] = useSearchParams();
  // The list's search, filters and sort are copied to its address: Back from a contract finds
  // them. The page reads its own copy, not the address: the router applies an address change in
  // a transition, and a filter chosen before it lands would have been combined with the search
  // as it was a keystroke earlier (a cleared search came back).
  const [query, setQueryState] = useState(() => listQueryFromParams((key) => search.get(key)));
  const setQuery = (next: ContractListQuery) => {
    setQueryState(next);
    setSearch(listQueryParams(next), { replace: true });
  };
  const shownRows = queryContracts(rows, query);
  const askedSignature = contractId !== undefined && search.has('signature');
  const asked = askedSignature ? rows.find((row) => row.contract.id === contractId) : undefined;
  useEffect(() => {
    if (!asked || !isSignedIn) return;
    setSignatureFor(asked.contract);
    setSearch({}, { replace: true });
  }, [asked, isSignedIn, setSearch]);

  const handlers = {
    onFinalize: (contract: ContractSummary) => setDialog({ kind: 'rename', contract }),
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
    onDownload: (contract: ContractSummary, format: 'pdf' | 'docx') => {
      banner.show({ tone: 'info', text: FILE_MESSAGES[format].pending }, null);
      downloadStoredFile(contract.id, contract.title, format).then(
        () => banner.show({ tone: 'success', text: FILE_MESSAGES[format].done }, 3000),
        (error: unknown) =>
          // A 400 names what an unfinished contract still lacks (French); else the generic failure.
          banner.show(
            { tone: 'error', text: fileFailureMessage(error, FILE_MESSAGES[format].failed) },
            null,
          ),
      );
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
      {contractId === undefined && <ContractsHeader helpButton={helpButton} />}
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
      ) : contractId !== undefined ? (
        <ContractDetail
          row={rows.find((row) => row.contract.id === contractId) ?? null}
          {...handlers}
        />
      ) : contracts.data.length === 0 ? (
        <EmptyState importZone={importZone} />
      ) : (
        <>
          {importZone}
          <ContractsToolbar
            query={query}
            onChange={setQuery}
            clients={listedClients(rows)}
            shown={shownRows.length}
            total={rows.length}
          />
          {shownRows.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
              Aucun contrat ne correspond à votre recherche.
            </p>
          ) : isDesktop ? (
            <ContractTable rows={shownRows} pulseId={pulseId} {...handlers} />
          ) : (
            <ContractCards rows={shownRows} pulseId={pulseId} {...handlers} />
          )}
        </>
      )}
      <LazyDialog
        name="La fenêtre"
        open={dialog.kind !== 'none'}
        onClose={() => setDialog({ kind: 'none' })}
      >
        <ContractDialogs
          state={dialog}
          setState={setDialog}
          showMessage={banner.show}
          onSignature={handlers.onSignature}
        />
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
