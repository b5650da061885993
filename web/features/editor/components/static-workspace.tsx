import { useMemo, useState, type ReactNode } from 'react';
import type { Comment } from '@core/schemas/comment';
import type { ContractElement } from '@core/schemas/document';
import { useStepsRevealed } from '@web/lib/use-steps-revealed';
import { useWorkspaceMedia } from '../hooks/use-workspace-media';
import { openedComments, reanchor } from '../model/comments';
import { sectionsOf } from '../model/element-ops';
import { CommentsPanel } from './comments-panel';
import { DocumentColumn } from './document-column';
import { EditorHeader } from './editor-header';
import type { HeaderActions } from './header-actions';
import { STATIC_HEADER_MENUS } from './header-menu-buttons';
import { SectionsPanel } from './sections-panel';
import { StaticDocument } from './static-document';
import { WorkspaceLayout } from './workspace-layout';

const nothing = () => undefined;

/**
 * The contract's first elements are painted at once (more than a screen holds, on a phone as on a
 * desktop), the rest in tasks of their own just after: the whole contract (up to ~280 elements)
 * was one render and one layout long enough to block a phone (docs/design.md §7 « First load »).
 */
const FIRST_ELEMENTS = 40;
const ELEMENTS_PER_STEP = 30;

/** The elements shown: the first ones, then one step more per task (useStepsRevealed). */
function useElementsRevealed(elements: ContractElement[]): ContractElement[] {
  const steps = Math.ceil(Math.max(0, elements.length - FIRST_ELEMENTS) / ELEMENTS_PER_STEP);
  const revealed = useStepsRevealed(steps);
  const count = FIRST_ELEMENTS + revealed * ELEMENTS_PER_STEP;
  return useMemo(() => elements.slice(0, count), [elements, count]);
}

/** The header's controls as the editor opens: nothing to do until it has loaded. */
const actionsOnArrival = (panels: boolean): HeaderActions => ({
  save: nothing,
  saving: false,
  downloadPdf: nothing,
  downloadDocx: nothing,
  exportJson: nothing,
  downloadDossier: nothing,
  print: nothing,
  openTutorial: nothing,
  textSize: 'normal',
  setTextSize: nothing,
  fullscreen: false,
  toggleFullscreen: nothing,
  showComments: panels,
  toggleComments: nothing,
  showSections: panels,
  toggleSections: nothing,
});

type Props = {
  title: string;
  /** Under the header: the message if the editor's code cannot load (editor-page.tsx). */
  status?: ReactNode;
  elements: ContractElement[];
  comments: Comment[];
  scrollbar: number;
  /** Told the page's scale once measured, so the editor opens at the same one. */
  onScale: (scale: number) => void;
};

/**
 * The contract as the editor will show it, painted as soon as the contract has arrived, while the
 * editor's code (TipTap, in a chunk of its own) is still on its way: the same frame, header,
 * panels and page as editor-workspace.tsx opens with, inert until it replaces this
 * (docs/design.md §7 « First load »: the editor's first paint no longer waits for its code).
 */
export function StaticWorkspace({ title, status, elements, comments, scrollbar, onScale }: Props) {
  const { desktop, small, phone } = useWorkspaceMedia();
  const [page, setPage] = useState<HTMLDivElement | null>(null);
  const shown = useElementsRevealed(elements);
  const sections = useMemo(() => sectionsOf(elements), [elements]);
  const anchored = useMemo(
    () =>
      reanchor(
        openedComments(comments),
        elements.map((el) => el.id),
      ),
    [comments, elements],
  );
  return (
    <WorkspaceLayout
      inert
      fullscreen={false}
      scrollbar={scrollbar}
      status={status}
      header={
        <EditorHeader
          phone={phone}
          title={title}
          onTitleChange={nothing}
          actions={actionsOnArrival(desktop)}
          menus={STATIC_HEADER_MENUS}
        />
      }
      sections={
        desktop ? (
          <SectionsPanel sections={sections} active={null} small={small} onSelect={nothing} />
        ) : null
      }
      document={
        <DocumentColumn
          textSize="normal"
          phone={phone}
          comments={anchored}
          revision={0}
          page={page}
          onPage={setPage}
          onMenuHost={nothing}
          onOpenComments={nothing}
          onScale={onScale}
        >
          <StaticDocument elements={shown} />
        </DocumentColumn>
      }
      comments={
        desktop ? (
          <CommentsPanel
            comments={anchored}
            articles={sections}
            onSave={nothing}
            onCancel={nothing}
            onEdit={nothing}
            onDelete={nothing}
            onFocusElement={nothing}
          />
        ) : null
      }
    />
  );
}
