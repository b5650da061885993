import type { HeaderMenus } from './editor-header';
import { ExportMenu } from './export-menu';
import type { HeaderActions } from './header-actions';
import { EditorMobileMenu } from './mobile-menu';
import { TextSizeMenu } from './text-size-menu';

/** The header's menus once the editor has loaded (their buttons: header-menu-buttons.tsx). */
export function liveHeaderMenus(actions: HeaderActions): HeaderMenus {
  return {
    exportMenu: (
      <ExportMenu
        onDossier={actions.downloadDossier}
        onJson={actions.exportJson}
        onDocx={actions.downloadDocx}
        onPrint={actions.print}
      />
    ),
    textSizeMenu: <TextSizeMenu value={actions.textSize} onChange={actions.setTextSize} />,
    mobileMenu: <EditorMobileMenu actions={actions} />,
  };
}
