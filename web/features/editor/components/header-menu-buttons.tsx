import { FileDown, MoreVertical, Type } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { MESSAGES, type TextSize } from '../messages';
import type { HeaderMenus } from './editor-header';

/*
 * The header's three menu buttons without their menus. The contract's first paint
 * (static-workspace.tsx) shows them as they are, so the page does not wait for Radix's menu code
 * (~35 KB gzip, docs/design.md §7 « First load »); the editor wraps the very same buttons in their
 * menus (header-menus.tsx), so nothing moves when it takes over. Props are spread last: a menu's
 * trigger passes its ref, state and handlers through them.
 */

export function ExportMenuButton(props: ButtonProps) {
  return (
    // The id after the menu's props: its trigger would give the button an id of its own, and the
    // tutorial outlines this one by its id.
    <Button variant="outline" size="sm" {...props} id="editor-export-button">
      <FileDown aria-hidden="true" className="size-4" />
      Exporter
    </Button>
  );
}

export function TextSizeMenuButton({ textSize, ...props }: ButtonProps & { textSize: TextSize }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Taille du texte : ${MESSAGES.sizes[textSize]}`}
      title="Taille du texte"
      {...props}
    >
      <Type aria-hidden="true" className="size-5" />
    </Button>
  );
}

export function MobileMenuButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label="Actions de l’éditeur" {...props}>
      <MoreVertical aria-hidden="true" className="size-5" />
    </Button>
  );
}

/** The buttons alone, for the inert first paint. */
export const STATIC_HEADER_MENUS: HeaderMenus = {
  exportMenu: <ExportMenuButton />,
  textSizeMenu: <TextSizeMenuButton textSize="normal" />,
  mobileMenu: <MobileMenuButton />,
};
