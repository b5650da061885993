import { lazyNamed } from '@web/lib/lazy-named';

/**
 * Steps 2 to 6, each in a file of its own fetched apart from the wizard's first screen (step 1):
 * a visitor on a phone gets the form they see first, the rest follows while they read it
 * (LATER_STEP_FILES, fetched on idle by wizard-page.tsx) or, at the latest, when they move on.
 */
export const LATER_STEP_FILES = [
  () => import('./step-2-cession'),
  () => import('./step-3-author'),
  () => import('./step-4-descriptions'),
  () => import('./step-5-supports'),
  () => import('./step-6-finalize'),
] as const;

export const StepCession = lazyNamed(LATER_STEP_FILES[0], 'StepCession');
export const StepAuthor = lazyNamed(LATER_STEP_FILES[1], 'StepAuthor');
export const StepDescriptions = lazyNamed(LATER_STEP_FILES[2], 'StepDescriptions');
export const StepSupports = lazyNamed(LATER_STEP_FILES[3], 'StepSupports');
export const StepFinalize = lazyNamed(LATER_STEP_FILES[4], 'StepFinalize');
