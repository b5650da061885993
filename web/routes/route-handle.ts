import type { UIMatch } from 'react-router';

/** What a route of web/router.tsx may tell the layout through its `handle`. */
export type RouteHandle = {
  /**
   * The page is always taller than the screen (the editor), or its height is known only once its
   * data has answered (« Mes Contrats »): the layout reserves a screen's height from the first frame.
   */
  tall?: boolean;
};

export const isTallPage = (matches: UIMatch[]): boolean =>
  matches.some((match) => (match.handle as RouteHandle | undefined)?.tall === true);
