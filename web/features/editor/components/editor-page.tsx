import { lazy, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LazyPiece } from '@web/components/layout/lazy-piece';
import { Alert } from '@web/components/ui/alert';
import { buttonClasses } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { afterLargestPaint, nextTask } from '@web/lib/after-paint';
import { useAuth } from '@web/lib/auth';
import type { ContractElement } from '@core/schemas/document';
import { fetchContract, fetchElements } from '../api';
import { useScrollbarWidth } from '../hooks/use-scrollbar-width';
import { MESSAGES } from '../messages';
import type { WorkspaceProps } from './editor-workspace';
import { StaticWorkspace } from './static-workspace';
import '../editor.css';

/**
 * The editor proper, with TipTap: its own chunks (ProseMirror, TipTap, then the rest), asked for
 * once the contract's paint without them is on screen, so their 120 KB do not compete with the
 * contract's own arrival and first paint. Evaluating each chunk, building the contract's
 * document, giving it its view and rendering the workspace are tasks of their own rather than
 * one long one, so the page keeps answering while the editor arrives (docs/design.md §7 « First
 * load »). One per loaded contract: a reload builds a new editor.
 */
function lazyWorkspace(elements: ContractElement[]) {
  return lazy(async () => {
    // Called as the static page renders: its paint is the largest one to wait for (on a first
    // visit; opened from another page of the app, the next frames: after-paint.ts).
    await afterLargestPaint(performance.now());
    // The editor's code in four files evaluated one task each (vite.config.ts): ProseMirror's
    // document model, the rest of ProseMirror, TipTap, then the workspace. All in one evaluation
    // were a task of a phone's ~200 ms; in two each was still over 50 ms on a
    // calibrated phone.
    await import('@tiptap/pm/model');
    await nextTask();
    await import('@tiptap/pm/view');
    await nextTask();
    await import('@tiptap/core');
    await nextTask();
    const workspace = await import('./editor-workspace');
    await nextTask();
    const editor = workspace.createContractEditor(elements);
    await nextTask();
    workspace.mountContractEditor(editor);
    await nextTask();
    return {
      default: (props: Omit<WorkspaceProps, 'editor'>) => (
        <workspace.default editor={editor} {...props} />
      ),
    };
  });
}

/**
 * /editor/:contractId (docs/product.md §2 "Editor"): loads the contract and its elements, then
 * edits. The contract is painted as soon as it has arrived (static-workspace.tsx); TipTap's code
 * is asked for once that paint is on screen, and the editor then takes its place.
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

  // A new editor (a new component) when the contract's elements are loaded again (« Recharger »
  // after a conflict); an identical answer keeps the same data, so the editor and its edits stay.
  const EditorWorkspace = useMemo(
    () => elements.data && lazyWorkspace(elements.data.elements),
    [elements.data],
  );

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
  // Defined once the elements are here (above), which the type cannot tell.
  if (!EditorWorkspace) return null;
  const reload = () => void queryClient.resetQueries({ queryKey: key });
  const title = contract.data.title || MESSAGES.defaultTitle();
  // The contract as it will show, while TipTap's code arrives — and if it cannot, still readable
  // under the message that offers to reload.
  const staticWorkspace = (status?: ReactNode) => (
    <StaticWorkspace
      title={title}
      status={status && <div className="mt-3">{status}</div>}
      elements={elements.data.elements}
      comments={elements.data.comments}
      scrollbar={scrollbar}
      onScale={(value) => (scale.current = value)}
    />
  );
  const loading = (
    <>
      <p role="status" className="sr-only">
        Chargement de l’éditeur…
      </p>
      {staticWorkspace()}
    </>
  );
  return (
    <>
      <h1 className="sr-only">Éditeur : {contract.data.title || 'contrat'}</h1>
      <LazyPiece name="L’éditeur" block fallback={loading} errorView={staticWorkspace}>
        <EditorWorkspace
          contractId={contractId}
          title={title}
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
