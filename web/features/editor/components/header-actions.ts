import type { TextSize } from '../messages';

/**
 * Everything the header and the mobile menu can do (docs/product.md §2: the mobile menu has the
 * same).
 */
export type HeaderActions = {
  save: () => void;
  saving: boolean;
  downloadPdf: () => void;
  downloadDocx: () => void;
  exportJson: () => void;
  downloadDossier: () => void;
  print: () => void;
  openTutorial: () => void;
  textSize: TextSize;
  setTextSize: (size: TextSize) => void;
  fullscreen: boolean;
  toggleFullscreen: () => void;
  showComments: boolean;
  toggleComments: () => void;
  showSections: boolean;
  toggleSections: () => void;
};
