import type { PrerenderOptions } from 'react-dom/static';

/**
 * Options of the build's `prerender` (web/prerender.tsx). React's static renderer outlines a
 * Suspense boundary whose content is larger than `progressiveChunkSize` (12.8 KB by default): it
 * writes the boundary's fallback in place, the content in a hidden element and an inline script
 * to swap them. The page's CSP refuses inline scripts, so the visitor would keep the fallback until
 * React gave up on the boundary and rendered it again (error #419). With no size limit every
 * boundary's content stays in place.
 */
export const PRERENDER_OPTIONS = {
  progressiveChunkSize: Number.POSITIVE_INFINITY,
} satisfies PrerenderOptions;
