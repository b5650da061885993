import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { redoDepth, undoDepth } from '@tiptap/pm/history';
import type { Transaction } from '@tiptap/pm/state';
import { EditorContent, useEditorState } from '@tiptap/react';
import type { Comment } from '@core/schemas/comment';
import { Alert } from '@web/components/ui/alert';
import { useComments } from '../hooks/use-comments';
import { useEditorSave } from '../hooks/use-editor-save';
import { useFileActions } from '../hooks/use-file-actions';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { useSaveShortcut } from '../hooks/use-save-shortcut';
import { scrollToElement, useSectionTracking } from '../hooks/use-section-tracking';
import { useStatus } from '../hooks/use-status';
import { useUnprintableWarning } from '../hooks/use-unprintable-warning';
import { useWorkspaceMedia } from '../hooks/use-workspace-media';
import { prefersReducedMotion } from '@web/lib/use-media';
import { useStepsRevealed } from '@web/lib/use-steps-revealed';
import { PARAGRAPH } from '../model/convert';
import { openedComments, reanchor } from '../model/comments';
import { moveCurrentElement } from '../model/extensions';
import type { TextSize } from '../messages';
import { BackToTop } from './back-to-top';
import { COMMENTS_HEADING_ID, CommentsPanel } from './comments-panel';
import { DocumentColumn } from './document-column';
import { ConflictDialog, EditorHelpDialog } from './editor-dialogs';
import { LeaveDialog } from '@web/components/ui/leave-dialog';
import { EditorHeader } from './editor-header';
import { liveHeaderMenus } from './header-menus';
import { FloatingDock } from './floating-dock';
import { SectionsPanel } from './sections-panel';
import { SelectionToolbar } from './selection-toolbar';
import { WorkspaceLayout } from './workspace-layout';

export { createContractEditor, mountContractEditor } from '../model/contract-editor';

/**
 * The selection's toolbar, then the dock and « back to top », then the dialogs: rendered after the
 * editor's first frame, one task each. Replacing the contract's static page with the editor was
 * one task long enough to block a phone (docs/design.md §7 « First load »).
 */
const LATER_STEPS = 3;

export type WorkspaceProps = {
  /** The contract's editor, built by the page before this renders (model/contract-editor.ts). */
  editor: Editor;
  contractId: string;
  title: string;
  comments: Comment[];
  version: number;
  user: string | null | undefined;
  onReload: () => void;
  onOpenTutorial?: () => void;
  /** The vertical scrollbar's width, measured by the page (editor-page.tsx). */
  scrollbar: number;
  /** The page's scale the contract was shown at while this loaded. */
  initialScale: number;
};

/**
 * The loaded editor: one TipTap document whose top-level nodes are the contract's elements. In a
 * chunk of its own with TipTap (editor-page.tsx shows static-workspace.tsx until it arrives).
 */
export default function EditorWorkspace(p: WorkspaceProps) {
  const [title, setTitle] = useState(p.title);
  const [revision, setRevision] = useState(0);
  const [savedRevision, setSavedRevision] = useState(0);
  const bump = useCallback(() => setRevision((r) => r + 1), []);
  const { desktop, small, phone } = useWorkspaceMedia();
  const [showSections, setShowSections] = useState(desktop);
  const [showComments, setShowComments] = useState(desktop);
  const [textSize, setTextSize] = useState<TextSize>('normal');
  const { fullscreen, toggleFullscreen } = useFullscreen();
  const [help, setHelp] = useState(false);
  const [page, setPage] = useState<HTMLDivElement | null>(null);
  const [menuHost, setMenuHost] = useState<HTMLDivElement | null>(null);
  const { status, show } = useStatus();
  // The parts not needed in the editor's first frame, rendered one task each after it (below).
  const later = useStepsRevealed(LATER_STEPS);

  const { editor } = p;
  // Every change of the document marks the contract as edited; the editor is the page's to keep
  // only while it is shown (a reload of the contract builds a new one).
  useEffect(() => {
    const onUpdate = ({ transaction }: { transaction: Transaction }) =>
      transaction.docChanged && bump();
    editor.on('update', onUpdate);
    return () => {
      editor.off('update', onUpdate);
    };
  }, [editor, bump]);
  useEffect(() => () => editor.destroy(), [editor]);
  const doc = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const ids: string[] = [];
      const sections: Array<{ id: string; index: number; label: string }> = [];
      e.state.doc.forEach((node, _o, index) => {
        ids.push(String(node.attrs.id));
        if (node.type.name === PARAGRAPH && node.attrs.style === 'ContractArticle')
          sections.push({ id: String(node.attrs.id), index, label: node.textContent });
      });
      return {
        ids,
        sections,
        current: e.state.selection.$from.index(0),
        // The history's own counts, read after every transaction (each keystroke): `can()` would
        // build a command chain and dry-run the undo to answer the same question.
        canUndo: undoDepth(e.state) > 0,
        canRedo: redoDepth(e.state) > 0,
      };
    },
  });
  const comments = useComments(openedComments(p.comments), p.user, bump);
  const anchored = useMemo(
    () => reanchor(comments.comments, doc.ids),
    [comments.comments, doc.ids],
  );
  const dirty = revision !== savedRevision;
  const saver = useEditorSave({
    contractId: p.contractId,
    editor,
    title,
    comments: comments.comments,
    setComments: comments.setComments,
    initialVersion: p.version,
    revision,
    onSaved: setSavedRevision,
    showStatus: show,
  });
  const files = useFileActions({ contractId: p.contractId, editor, title, save: saver.save, show });
  const blocker = useLeaveGuard(dirty);
  const unprintable = useUnprintableWarning(editor, revision);
  const tracking = useSectionTracking(
    page,
    doc.sections.map((s) => s.id),
    { holdPin: !desktop },
  );
  const { save } = saver;

  useSaveShortcut(save);
  /** A comment marker opens the panel and moves the focus to that paragraph's first comment. */
  const openComments = (elementId: string) => {
    setShowComments(true);
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`[data-comment-element="${CSS.escape(elementId)}"]`)
        ?.focus(),
    );
  };

  const revealComments = () => {
    const heading = document.getElementById(COMMENTS_HEADING_ID);
    heading?.scrollIntoView({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    heading?.focus({ preventScroll: true });
  };

  const actions = {
    save: () => void save(),
    saving: saver.saving,
    downloadPdf: () => void files.downloadPdf(),
    downloadDocx: () => void files.downloadDocx(),
    exportJson: () => void files.exportContract(),
    downloadDossier: () => void files.downloadDossier(),
    print: files.print,
    openTutorial: () => (p.onOpenTutorial ? p.onOpenTutorial() : setHelp(true)),
    textSize,
    setTextSize,
    fullscreen,
    toggleFullscreen,
    showComments,
    toggleComments: () => {
      setShowComments(!showComments);
      // Under 1024 px the panel comes after the whole contract: opened from the menu, it would
      // appear out of sight. The reader is taken to it (its heading, centred clear of the header).
      if (!showComments && !desktop) requestAnimationFrame(revealComments);
    },
    showSections,
    toggleSections: () => setShowSections((s) => !s),
  };
  return (
    <WorkspaceLayout
      fullscreen={fullscreen}
      scrollbar={p.scrollbar}
      header={
        <EditorHeader
          phone={phone}
          title={title}
          onTitleChange={(t) => {
            setTitle(t);
            bump();
          }}
          actions={actions}
          menus={liveHeaderMenus(actions)}
        />
      }
      status={
        <>
          {unprintable.warning && (
            <Alert
              tone="warning"
              className="mt-3 shadow-sm"
              inLiveRegion
              onClose={unprintable.dismiss}
            >
              {unprintable.warning}
            </Alert>
          )}
          {status && (
            <Alert tone={status.tone} className="mt-3 shadow-sm" inLiveRegion>
              {status.text}
            </Alert>
          )}
        </>
      }
      sections={
        showSections ? (
          <SectionsPanel
            sections={doc.sections}
            active={tracking.active}
            small={small}
            onSelect={(id) => {
              tracking.pin(id);
              scrollToElement(page, id);
            }}
          />
        ) : null
      }
      document={
        <DocumentColumn
          textSize={textSize}
          phone={phone}
          comments={anchored}
          revision={revision}
          page={page}
          onPage={setPage}
          onMenuHost={setMenuHost}
          onOpenComments={openComments}
          initialScale={p.initialScale}
        >
          <EditorContent editor={editor} />
        </DocumentColumn>
      }
      comments={
        showComments ? (
          <CommentsPanel
            comments={anchored}
            articles={doc.sections}
            onSave={comments.save}
            onCancel={comments.cancel}
            onEdit={comments.edit}
            onDelete={comments.remove}
            onFocusElement={(id) => scrollToElement(page, id)}
          />
        ) : null
      }
    >
      {later >= 1 && (
        <SelectionToolbar
          editor={editor}
          host={menuHost}
          onComment={() => comments.addFromSelection(editor) && setShowComments(true)}
        />
      )}
      {later >= 2 && (
        <>
          <FloatingDock
            onSave={actions.save}
            saving={saver.saving}
            dirty={dirty}
            onUndo={() => editor.chain().focus().undo().run()}
            onRedo={() => editor.chain().focus().redo().run()}
            canUndo={doc.canUndo}
            canRedo={doc.canRedo}
            onMoveUp={() => moveCurrentElement(editor, 'up')}
            onMoveDown={() => moveCurrentElement(editor, 'down')}
            canMoveUp={doc.current > 0}
            canMoveDown={doc.current < doc.ids.length - 1}
          />
          <BackToTop />
        </>
      )}
      {/* A dialog wanted open before its step (none can be, in practice) shows at once. */}
      {(later >= 3 || saver.conflict) && (
        <ConflictDialog
          open={saver.conflict}
          onClose={() => saver.setConflict(false)}
          onReload={p.onReload}
          onKeep={() => void saver.keepMine()}
        />
      )}
      {(later >= 3 || blocker.state === 'blocked') && <LeaveDialog blocker={blocker} />}
      {(later >= 3 || help) && <EditorHelpDialog open={help} onOpenChange={setHelp} />}
    </WorkspaceLayout>
  );
}
