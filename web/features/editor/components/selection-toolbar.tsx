import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { AlignCenter, AlignLeft, AlignRight, Bold, Highlighter, Italic, MessageSquarePlus, Underline } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { PARAGRAPH } from '../model/convert';

function ToolButton({ label, pressed, onClick, children }: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn('inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100', pressed && 'bg-brand-100 text-brand-900')}
    >
      {children}
    </button>
  );
}

/**
 * The floating selection toolbar (SPEC §2): bold, italic, underline, highlight, align left,
 * centre, right, comment. Shown for a text selection inside a paragraph only — spacers are
 * never formatted (SPEC §4).
 */
export function SelectionToolbar({ editor, onComment }: { editor: Editor; onComment: () => void }) {
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
  const chain = () => editor.chain().focus();
  const icon = 'size-4';
  return (
    <BubbleMenu
      editor={editor}
      shouldShow={({ state: s, from, to }) => from !== to && s.selection.$from.parent.type.name === PARAGRAPH && s.selection.$to.parent.type.name === PARAGRAPH}
      className="z-40"
    >
      <div role="toolbar" aria-label="Mise en forme" className="flex items-center gap-0.5 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <ToolButton label="Gras" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton label="Italique" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton label="Souligné" pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <Underline aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton label="Surligner" pressed={state.highlight} onClick={() => chain().toggleHighlight().run()}>
          <Highlighter aria-hidden="true" className={icon} />
        </ToolButton>
        <span aria-hidden="true" className="mx-0.5 h-6 w-px bg-slate-200" />
        <ToolButton label="Aligner à gauche" pressed={state.left} onClick={() => chain().toggleTextAlign('left').run()}>
          <AlignLeft aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton label="Centrer" pressed={state.center} onClick={() => chain().toggleTextAlign('center').run()}>
          <AlignCenter aria-hidden="true" className={icon} />
        </ToolButton>
        <ToolButton label="Aligner à droite" pressed={state.right} onClick={() => chain().toggleTextAlign('right').run()}>
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
