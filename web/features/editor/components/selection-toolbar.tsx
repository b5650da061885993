import { useEffect, useRef } from 'react';
import { PluginKey } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Highlighter,
  Italic,
  MessageSquarePlus,
  Underline,
} from 'lucide-react';
import { useToolbarKeys } from '../hooks/use-toolbar-keys';
import { PARAGRAPH } from '../model/convert';
import { ToolButton } from './tool-button';
import { SELECTION_TOOLBAR_OPTIONS } from './toolbar-placement';

/** The toolbar's own plugin key, to ask it to place itself again. */
const TOOLBAR_KEY = new PluginKey('selectionToolbar');

type Props = {
  editor: Editor;
  onComment: () => void;
  /** Where the menu lives: outside the (possibly scaled) page, so it keeps its size. */
  host: HTMLElement | null;
};

/**
 * The floating selection toolbar (docs/product.md §2): bold, italic, underline, highlight, align
 * left, centre, right, comment. Shown for a text selection inside a paragraph only — spacers are
 * never formatted (docs/product.md §4). Alt+F10 reaches it from the keyboard
 * (hooks/use-toolbar-keys).
 */
export function SelectionToolbar({ editor, onComment, host }: Props) {
  const toolbar = useRef<HTMLDivElement>(null);
  const onKeyDown = useToolbarKeys(editor, toolbar);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      highlight: e.isActive('highlight'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
    }),
  });
  // Back to the document at once: TipTap's focus() waits a frame, and an Alt+F10 pressed in
  // that frame (to apply a second format) reached the button, then the focus left it.
  const chain = () => {
    editor.view.focus();
    return editor.chain();
  };
  const icon = 'size-4';
  useFollowLayout(editor, host);
  if (!host) return null;
  return (
    <BubbleMenu
      editor={editor}
      pluginKey={TOOLBAR_KEY}
      appendTo={host}
      shouldShow={({ state: s, from, to }) =>
        from !== to &&
        s.selection.$from.parent.type.name === PARAGRAPH &&
        s.selection.$to.parent.type.name === PARAGRAPH
      }
      options={SELECTION_TOOLBAR_OPTIONS}
      className="z-40"
    >
      <div
        ref={toolbar}
        role="toolbar"
        aria-label="Mise en forme"
        aria-keyshortcuts="Alt+F10"
        onKeyDown={onKeyDown}
        className="flex items-center gap-0.5 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <ToolButton
          tabStop
          label="Gras"
          pressed={state.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <Bold aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton
          label="Italique"
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton
          label="Souligné"
          pressed={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <Underline aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton
          label="Surligner"
          pressed={state.highlight}
          onClick={() => chain().toggleHighlight().run()}
        >
          <Highlighter aria-hidden="true" className={icon} />
        </ToolButton>
        <span aria-hidden="true" className="mx-0.5 h-6 w-px bg-slate-200" />
        <ToolButton
          label="Aligner à gauche"
          pressed={state.left}
          onClick={() => chain().toggleTextAlign('left').run()}
        >
          <AlignLeft aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton
          label="Centrer"
          pressed={state.center}
          onClick={() => chain().toggleTextAlign('center').run()}
        >
          <AlignCenter aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton
          label="Aligner à droite"
          pressed={state.right}
          onClick={() => chain().toggleTextAlign('right').run()}
        >
          <AlignRight aria-hidden="true" className={icon} />
        </ToolButton>
        <span aria-hidden="true" className="mx-0.5 h-6 w-px bg-slate-200" />
        <ToolButton label="Commenter" onClick={onComment}>
          <MessageSquarePlus aria-hidden="true" className={icon} />
        </ToolButton>
      </div>
    </BubbleMenu>
  );
}

/**
 * TipTap places the toolbar on selection changes, scrolls and window resizes only: a change of the
 * text's size, a panel shown or hidden, moves the selected words under a toolbar that stayed put.
 * Any change of the document column's size asks it to place itself again.
 */
function useFollowLayout(editor: Editor, host: HTMLElement | null) {
  useEffect(() => {
    const column = host?.parentElement;
    if (!column) return;
    const observer = new ResizeObserver(() => {
      if (!editor.isDestroyed)
        editor.view.dispatch(editor.state.tr.setMeta(TOOLBAR_KEY, 'updatePosition'));
    });
    observer.observe(column);
    return () => observer.disconnect();
  }, [editor, host]);
}
