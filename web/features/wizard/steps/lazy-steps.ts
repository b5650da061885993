import { lazyNamed, prefetch } from '../../../lib/lazy-named';

/**
 * Steps 2 to 6, each in a file of its own fetched apart from the wizard's first screen (step 1):
 * a visitor on a phone gets the form they see first, the rest follows while they read it
 * (preloadSteps, on idle) or, at the latest, when they move on.
 */
const loaders = [
  () => import('./step-2-cession'),
  () => import('./step-3-author'),
  () => import('./step-4-descriptions'),
  () => import('./step-5-supports'),
  () => import('./step-6-finalize'),
] as const;

export const StepCession = lazyNamed(loaders[0], 'StepCession');
export const StepAuthor = lazyNamed(loaders[1], 'StepAuthor');
export const StepDescriptions = lazyNamed(loaders[2], 'StepDescriptions');
export const StepSupports = lazyNamed(loaders[3], 'StepSupports');
export const StepFinalize = lazyNamed(loaders[4], 'StepFinalize');

/** Fetches every later step's code ahead of need; a failure waits for the step's own boundary. */
export function preloadSteps(): void {
  prefetch(...loaders);
}
