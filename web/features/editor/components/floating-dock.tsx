import { ArrowDown, ArrowUp, Redo2, Save, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

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
      className="fixed bottom-4 left-1/2 z-30 flex -translate-x-1/2 items-center gap-1 rounded-full border border-slate-200 bg-white/95 px-2 py-1 shadow-lg backdrop-blur"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label="Annuler"
        title="Annuler (Ctrl+Z)"
        disabled={!p.canUndo}
        onMouseDown={(e) => e.preventDefault()}
        onClick={p.onUndo}
      >
        <Undo2 aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Rétablir"
        title="Rétablir (Ctrl+Y)"
        disabled={!p.canRedo}
        onMouseDown={(e) => e.preventDefault()}
        onClick={p.onRedo}
      >
        <Redo2 aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Monter l’élément"
        title="Monter l’élément (Alt+↑)"
        disabled={!p.canMoveUp}
        onMouseDown={(e) => e.preventDefault()}
        onClick={p.onMoveUp}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Descendre l’élément"
        title="Descendre l’élément (Alt+↓)"
        disabled={!p.canMoveDown}
        onMouseDown={(e) => e.preventDefault()}
        onClick={p.onMoveDown}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </Button>
      <Button
        id="floating-dock-save-button"
        size="sm"
        className="rounded-full"
        onClick={p.onSave}
        loading={p.saving}
      >
        <Save aria-hidden="true" className="size-4" />
        Enregistrer{p.dirty ? ' *' : ''}
      </Button>
    </div>
  );
}
