import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowLeft,
  FileText,
  Lightbulb,
  Maximize2,
  MessageSquare,
  Minimize2,
  PanelLeft,
  Save,
} from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { MESSAGES } from '../messages';
import type { HeaderActions } from './header-actions';

/** A header icon button that is on or off (full screen, a side panel), tinted while on. */
function ToggleButton({
  pressed,
  label,
  title,
  onClick,
  children,
}: {
  pressed: boolean;
  label: string;
  title: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={pressed}
      aria-label={label}
      title={title}
      onClick={onClick}
      className={cn(pressed && 'bg-brand-50 text-brand-800')}
    >
      {children}
    </Button>
  );
}

/**
 * The header's three menus (export, text size, the phone's actions). Passed in rather than
 * imported: the contract's first paint shows their buttons alone, without Radix's menu code
 * (header-menu-buttons.tsx), and the editor the real menus (header-menus.tsx).
 */
export type HeaderMenus = { exportMenu: ReactNode; textSizeMenu: ReactNode; mobileMenu: ReactNode };

/**
 * The editor's header (docs/product.md §2): back, title, save, PDF, export, tutorial, size, panels.
 */
export function EditorHeader({
  title,
  onTitleChange,
  actions,
  menus,
  phone,
}: {
  title: string;
  onTitleChange: (t: string) => void;
  actions: HeaderActions;
  menus: HeaderMenus;
  /**
   * The editor's phone layout (hooks/use-workspace-media.ts): one set of actions is rendered, the
   * one the screen shows. The other was hidden by CSS but still built — on a phone two of the
   * three Radix menus and eight buttons, in the task where the editor takes over from its static
   * page (docs/design.md §7).
   */
  phone: boolean;
}) {
  return (
    <header
      data-editor-bar="top"
      className="sticky top-0 z-30 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-2 py-2 backdrop-blur md:px-4"
    >
      <Link
        to="/contracts"
        className={buttonClasses('ghost', 'icon')}
        aria-label={MESSAGES.back}
        title={MESSAGES.back}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <input
        value={title}
        onChange={(e) => onTitleChange(e.target.value)}
        maxLength={200}
        aria-label="Titre du contrat"
        placeholder="Titre du contrat"
        className="min-w-0 flex-1 rounded-md border border-transparent border-b-slate-500 px-2 py-1.5 text-base font-semibold text-slate-900 hover:border-slate-500 focus:border-brand-600"
      />
      {phone ? (
        <div>{menus.mobileMenu}</div>
      ) : (
        <div className="flex items-center gap-1">
          <Button id="editor-save-button" size="sm" onClick={actions.save} loading={actions.saving}>
            <Save aria-hidden="true" className="size-4" />
            Enregistrer
          </Button>
          <Button variant="outline" size="sm" onClick={actions.downloadPdf}>
            <FileText aria-hidden="true" className="size-4" />
            PDF
          </Button>
          {menus.exportMenu}
          <Button
            id="editor-tutorial-lightbulb"
            variant="ghost"
            size="icon"
            aria-label="Tutoriel de l’éditeur"
            title="Tutoriel"
            onClick={actions.openTutorial}
          >
            <Lightbulb aria-hidden="true" className="size-5 text-amber-600" />
          </Button>
          {menus.textSizeMenu}
          <ToggleButton
            pressed={actions.fullscreen}
            label="Plein écran"
            title="Plein écran"
            onClick={actions.toggleFullscreen}
          >
            {actions.fullscreen ? (
              <Minimize2 aria-hidden="true" className="size-5" />
            ) : (
              <Maximize2 aria-hidden="true" className="size-5" />
            )}
          </ToggleButton>
          <ToggleButton
            pressed={actions.showSections}
            label="Panneau des sections"
            title="Sections"
            onClick={actions.toggleSections}
          >
            <PanelLeft aria-hidden="true" className="size-5" />
          </ToggleButton>
          <ToggleButton
            pressed={actions.showComments}
            label="Panneau des commentaires"
            title="Commentaires"
            onClick={actions.toggleComments}
          >
            <MessageSquare aria-hidden="true" className="size-5" />
          </ToggleButton>
        </div>
      )}
    </header>
  );
}
