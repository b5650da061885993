import { useLayoutEffect } from 'react';
import { useBlocker, useLocation } from 'react-router';

/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload/close, and an
 * in-app confirmation (the returned blocker) on navigation inside the SPA. `dirtyNow`, when
 * given, is read at the moment of the navigation: a page that saves and then navigates in the
 * same handler (the finalisation's « Accéder à l'éditeur ») is not stopped by the render before.
 */
export function useLeaveGuard(dirty: boolean, dirtyNow?: () => boolean) {
  // Before the frame is painted: once « Modifications enregistrées » shows, closing asks nothing
  // (an effect ran a frame later, and a close in between still got the browser's prompt).
  useLayoutEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  // Only a navigation away from this page: once « Quitter » has let one through, the page stays
  // mounted until the next one renders, and a Back pressed in between (from the next page to this
  // one) was blocked and silently undone.
  const { pathname } = useLocation();
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      (dirtyNow ? dirtyNow() : dirty) &&
      currentLocation.pathname === pathname &&
      nextLocation.pathname !== pathname,
  );
}
