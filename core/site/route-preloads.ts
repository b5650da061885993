/**
 * What the web build tells the server (build/route-preloads.ts writes it, the server's
 * page-preloads plugin reads it): for each route path of web/router.tsx, the files its page needs.
 */
export type RoutePreloads = Record<string, string[]>;

/** The file, in the web build's output folder, that holds the table. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
