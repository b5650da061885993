import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { fetchContract, fetchElements } from '../api';
import { MESSAGES } from '../messages';
import { EditorWorkspace } from './editor-workspace';
import '../editor.css';

/**
 * /editor/:contractId (docs/product.md §2 "Editor"): loads the contract and its elements, then
 * edits.
 */
export function EditorPage({
  contractId,
  onOpenTutorial,
}: {
  contractId: string;
  onOpenTutorial?: () => void;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = ['editor', contractId] as const;
  const contract = useQuery({
    queryKey: [...key, 'contract'],
    queryFn: ({ signal }) => fetchContract(contractId, signal),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const elements = useQuery({
    queryKey: [...key, 'elements'],
    queryFn: ({ signal }) => fetchElements(contractId, signal),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

  if (contract.isPending || elements.isPending)
    return <PageSpinner label="Chargement de l’éditeur…" />;
  if (contract.isError || elements.isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold">Éditeur</h1>
        <Alert tone="error">
          {contract.isError ? MESSAGES.loadContractFailed : MESSAGES.loadElementsFailed}
        </Alert>
        <Link to="/contracts" className={buttonClasses('primary')}>
          {MESSAGES.back}
        </Link>
      </div>
    );
  }
  const reload = () => void queryClient.resetQueries({ queryKey: key });
  return (
    <>
      <h1 className="sr-only">Éditeur : {contract.data.title || 'contrat'}</h1>
      <EditorWorkspace
        key={`${elements.dataUpdatedAt}-${contract.dataUpdatedAt}`}
        contractId={contractId}
        title={contract.data.title || MESSAGES.defaultTitle()}
        elements={elements.data.elements}
        comments={elements.data.comments}
        version={elements.data.version}
        user={user?.name}
        onReload={reload}
        onOpenTutorial={onOpenTutorial}
      />
    </>
  );
}
