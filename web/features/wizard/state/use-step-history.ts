import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { STEP_COUNT, type StepNumber } from '../labels';
import type { WizardApi } from './use-wizard';

/** The query parameter naming the wizard's step: `/wizard?step=3`. */
export const STEP_PARAM = 'step';

/** The step a URL names, or null when it names none (or no step of the six). */
export function stepFromParams(params: URLSearchParams): StepNumber | null {
  const raw = params.get(STEP_PARAM);
  if (raw === null || !/^\d$/.test(raw)) return null;
  const step = Number(raw);
  return step >= 1 && step <= STEP_COUNT ? (step as StepNumber) : null;
}

/**
 * Each step is a history entry (docs/product.md §4 "Wizard"): moving to a step pushes
 * `?step=N`, and the step shown follows the URL, so the browser's Back and Forward move between
 * steps (Back at step 3 shows step 2, not the page before the wizard) and a reload or a shared
 * link keeps the step. The URL the wizard was entered by (`/wizard?fromDashboard=true`, no
 * step) is left as it is and stands for the step shown on arrival (step 1 when that is unknown,
 * after a reload of a later step). The other query parameters are kept as they are.
 */
export function useStepHistory(wizard: WizardApi): WizardApi {
  const [params, setParams] = useSearchParams();
  const urlStep = stepFromParams(params);
  const { step, goTo: show, reset: resetAnswers } = wizard;
  const shown = useRef(step);
  const entry = useRef<StepNumber>(urlStep === null ? step : 1);
  useLayoutEffect(() => {
    shown.current = step;
  }, [step]);

  const visit = useCallback(
    (target: StepNumber) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(STEP_PARAM, String(target));
        return next;
      }),
    [setParams],
  );

  // The URL leads: Back, Forward, a reload, a link. The wizard's state follows it.
  useEffect(() => {
    const target = urlStep ?? entry.current;
    if (target !== shown.current) show(target);
  }, [urlStep, show]);

  const goTo = useCallback(
    (target: StepNumber) => {
      if (target !== shown.current) visit(target);
    },
    [visit],
  );
  const next = useCallback(
    () => goTo(Math.min(STEP_COUNT, shown.current + 1) as StepNumber),
    [goTo],
  );
  const previous = useCallback(() => goTo(Math.max(1, shown.current - 1) as StepNumber), [goTo]);
  // Reset shows step 1 as a new entry: Back returns to the step where « Réinitialiser » was used.
  const reset = useCallback(() => {
    const from = shown.current;
    resetAnswers();
    if (from !== 1) visit(1);
  }, [resetAnswers, visit]);

  return useMemo(
    () => ({ ...wizard, goTo, next, previous, reset }),
    [wizard, goTo, next, previous, reset],
  );
}
