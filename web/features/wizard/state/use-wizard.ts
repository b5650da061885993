import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { Draft } from '@core/schemas/draft';
import type { StepNumber } from '../labels';
import { currentUserDataGeneration } from '@web/lib/storage-keys';
import {
  forgetStep6Contract,
  loadWizardState,
  saveWizardState,
  storeDraftId,
} from './wizard-storage';
import { wizardReducer, type WizardState } from './wizard-state';
import type { PriceField } from './price-input';

export type WizardApi = WizardState & {
  next: () => void;
  previous: () => void;
  goTo: (step: StepNumber) => void;
  /** Applies a pure change (usually a core/rules function) to the draft. */
  update: (change: (draft: Draft) => Draft) => void;
  restore: (draft: Draft) => void;
  reset: () => void;
  setProjectDescription: (text: string) => void;
  setTitle: (title: string) => void;
  /** A price as typed: kept as is, given to the draft only when valid (price-input.ts). */
  setPrice: (field: PriceField, raw: string) => void;
};

/** Typing pauses this long before the answers are written to session storage. */
const SAVE_DELAY_MS = 150;

/**
 * The wizard's state, started from session storage and written back shortly after each change.
 * React runs effects of a keystroke before the browser paints, so the write is deferred (and
 * flushed on page hide and unmount) to keep the keystroke → preview paint within one frame.
 */
export function useWizard(initialStep?: StepNumber): WizardApi {
  const [state, dispatch] = useReducer(wizardReducer, initialStep, (step) => {
    const loaded = loadWizardState();
    return step ? { ...loaded, step } : loaded;
  });
  const latest = useRef(state);
  // Answers loaded before a sign-out are never written back after it (storage-keys.ts).
  const generation = useRef(currentUserDataGeneration());
  const save = useCallback((answers: WizardState) => {
    if (generation.current === currentUserDataGeneration()) saveWizardState(answers);
  }, []);
  // What a page hide writes is the state just committed: kept before the browser paints, as an
  // answer given right before a reload must survive it (an effect could still be waiting).
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  useEffect(() => {
    const timer = setTimeout(() => save(state), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, save]);
  useEffect(() => {
    const flush = () => save(latest.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);

  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const previous = useCallback(() => dispatch({ type: 'previous' }), []);
  const goTo = useCallback((step: StepNumber) => dispatch({ type: 'goTo', step }), []);
  const update = useCallback(
    (change: (draft: Draft) => Draft) => dispatch({ type: 'update', change }),
    [],
  );
  const restore = useCallback((draft: Draft) => dispatch({ type: 'restore', draft }), []);
  const reset = useCallback(() => {
    // A new contract must not overwrite the draft saved for the previous one, nor open it.
    storeDraftId(null);
    forgetStep6Contract();
    dispatch({ type: 'reset' });
  }, []);
  const setProjectDescription = useCallback(
    (text: string) => dispatch({ type: 'setProjectDescription', text }),
    [],
  );
  const setTitle = useCallback((title: string) => dispatch({ type: 'setTitle', title }), []);
  const setPrice = useCallback(
    (field: PriceField, raw: string) => dispatch({ type: 'setPrice', field, raw }),
    [],
  );
  return useMemo(
    () => ({
      ...state,
      next,
      previous,
      goTo,
      update,
      restore,
      reset,
      setProjectDescription,
      setTitle,
      setPrice,
    }),
    [
      state,
      next,
      previous,
      goTo,
      update,
      restore,
      reset,
      setProjectDescription,
      setTitle,
      setPrice,
    ],
  );
}
