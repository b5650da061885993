import { ArrowDown, ArrowUp, Redo2, Save, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

type Props = {
  onSave: () => void;
  saving: boolean;
  dirty: boolean;
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
};

/**
 * One icon button of the dock: its shortcut in the tooltip, and a press that leaves the focus (and
 * so the cursor's element, which undo and the moves act on) in the document.
 */
function DockButton({
  label,
  keys,
  enabled,
  onClick,
  children,
}: {
  label: string;
  keys: string;
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={`${label} (${keys})`}
      disabled={!enabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The floating dock (docs/product.md §2): save, undo/redo, and moving the element holding the
 * cursor up or down (also Alt+↑ / Alt+↓). Disabled at either end (docs/product.md §4: no move
 * beyond the ends).
 */
export function FloatingDock(p: Props) {
  return (
    <div
      role="toolbar"
      aria-label="Actions du document"
      data-editor-bar="bottom"
      data-floating-control
      className="fixed bottom-4 left-1/2 z-30 flex -translate-x-1/2 items-center gap-1 rounded-full border border-slate-200 bg-white/95 px-2 py-1 shadow-lg backdrop-blur"
    >
      <DockButton label="Annuler" keys="Ctrl+Z" enabled={p.canUndo} onClick={p.onUndo}>
        <Undo2 aria-hidden="true" className="size-5" />
      </DockButton>
      <DockButton label="Rétablir" keys="Ctrl+Y" enabled={p.canRedo} onClick={p.onRedo}>
        <Redo2 aria-hidden="true" className="size-5" />
      </DockButton>
      <DockButton label="Monter l’élément" keys="Alt+↑" enabled={p.canMoveUp} onClick={p.onMoveUp}>
        <ArrowUp aria-hidden="true" className="size-5" />
      </DockButton>
      <DockButton
        label="Descendre l’élément"
        keys="Alt+↓"
        enabled={p.canMoveDown}
        onClick={p.onMoveDown}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </DockButton>
      <Button
        id="floating-dock-save-button"
        size="sm"
        className="rounded-full"
        onClick={p.onSave}
        loading={p.saving}
      >
        <Save aria-hidden="true" className="size-4" />
        Enregistrer
        {/* The star is what the eye reads; a screen reader hears the words, not « astérisque ». */}
        {p.dirty && (
          <>
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> (modifications non enregistrées)</span>
          </>
        )}
      </Button>
    </div>
  );
}
