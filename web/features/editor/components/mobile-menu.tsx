import { DropdownMenu as Menu } from 'radix-ui';
import { useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { MESSAGES, type TextSize } from '../messages';
import type { HeaderActions } from './header-actions';
import { MobileMenuButton } from './header-menu-buttons';

/**
 * The header's actions for small screens (docs/product.md §2: "a mobile menu with the same
 * actions").
 */
export function EditorMobileMenu({ actions }: { actions: HeaderActions }) {
  // Opening the comments moves the reader to the panel's heading; the menu's usual return of focus
  // to its button would take them back to the top of the page.
  const focusMovesAway = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <MobileMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={(event) => {
          if (!focusMovesAway.current) return;
          focusMovesAway.current = false;
          event.preventDefault();
        }}
      >
        <DropdownMenuItem onSelect={actions.save}>Enregistrer</DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.downloadPdf}>Télécharger le PDF</DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.downloadDossier}>
          Dossier pour votre juriste (Word)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.downloadDocx}>Exporter (Word)</DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.exportJson}>
          Exporter (JSON, à réimporter)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.print}>Version imprimable</DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.openTutorial}>Tutoriel</DropdownMenuItem>
        <DropdownMenuSeparator />
        <Menu.Label className="px-2 py-1 text-xs font-medium text-slate-600">
          Taille du texte
        </Menu.Label>
        <Menu.RadioGroup
          value={actions.textSize}
          onValueChange={(v) => actions.setTextSize(v as TextSize)}
        >
          {(Object.keys(MESSAGES.sizes) as TextSize[]).map((size) => (
            <Menu.RadioItem
              key={size}
              value={size}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
            >
              {MESSAGES.sizes[size]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={actions.toggleFullscreen}>
          {actions.fullscreen ? 'Quitter le plein écran' : 'Plein écran'}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.toggleSections}>
          {actions.showSections ? 'Masquer les sections' : 'Afficher les sections'}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            focusMovesAway.current = !actions.showComments;
            actions.toggleComments();
          }}
        >
          {actions.showComments ? 'Masquer les commentaires' : 'Afficher les commentaires'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
