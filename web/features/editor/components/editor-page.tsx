import { lazy, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LazyPiece } from '../../../components/layout/lazy-piece';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { afterPaint } from '../../../lib/after-paint';
import { useAuth } from '../../../lib/auth';
import { fetchContract, fetchElements } from '../api';
import { useScrollbarWidth } from '../hooks/use-scrollbar-width';
import { MESSAGES } from '../messages';
import { StaticWorkspace } from './static-workspace';
import '../editor.css';

/**
 * The editor proper, with TipTap: its own chunk, asked for once the contract has been painted
 * without it, so its 116 KB do not compete with the contract's own arrival and first paint.
 */
const EditorWorkspace = lazy(() => afterPaint().then(() => import('./editor-workspace')));

/**
 * /editor/:contractId (docs/product.md §2 "Editor"): loads the contract and its elements, then
 * edits. The contract is painted as soon as it has arrived (static-workspace.tsx); TipTap's code
 * is asked for right after that paint, and the editor then takes its place.
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
  const scrollbar = useScrollbarWidth();
  // The scale the contract is shown at while the editor loads, which the editor opens at.
  const scale = useRef(1);
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
  const title = contract.data.title || MESSAGES.defaultTitle();
  const loading = (
    <>
      <p role="status" className="sr-only">
        Chargement de l’éditeur…
      </p>
      <StaticWorkspace
        title={title}
        elements={elements.data.elements}
        comments={elements.data.comments}
        scrollbar={scrollbar}
        onScale={(value) => (scale.current = value)}
      />
    </>
  );
  return (
    <>
      <h1 className="sr-only">Éditeur : {contract.data.title || 'contrat'}</h1>
      <LazyPiece name="L’éditeur" block fallback={loading}>
        <EditorWorkspace
          key={`${elements.dataUpdatedAt}-${contract.dataUpdatedAt}`}
          contractId={contractId}
          title={title}
          elements={elements.data.elements}
          comments={elements.data.comments}
          version={elements.data.version}
          user={user?.name}
          onReload={reload}
          onOpenTutorial={onOpenTutorial}
          scrollbar={scrollbar}
          initialScale={scale.current}
        />
      </LazyPiece>
    </>
  );
}
