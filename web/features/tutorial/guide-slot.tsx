import { useState } from 'react';
import { mediaMatches } from '@web/lib/use-media';
import { hasSeenWelcome } from './storage';

/** A phone (docs/product.md §9: under 768 px), where a bubble fixed to the screen would cover the form. */
export const PHONE = '(max-width: 767px)';

/** Selector of the place a page keeps for the welcome guide on a phone. */
export const GUIDE_SLOT = '[data-guide-slot]';

/**
 * Room for the welcome bubble's first message on a phone (mascot, title, up to six lines of text,
 * « Suite »), held from the page's first render when the welcome is going to open: the bubble
 * then fills it instead of pushing the form down. Kept while it is open: a later, longer message
 * grows it after a tap, which is no unexpected shift.
 */
const FIRST_MESSAGE_HEIGHT = '18rem';

/**
 * Where the welcome guide sits on a phone: in the page, above the form, never over a field. On a
 * first visit the room is kept from the start, so the form does not jump when the guide arrives
 * (the bubble, or the welcome giving up, lets it go: releaseGuideSlot).
 */
export function GuideSlot() {
  const [reserve] = useState(() => mediaMatches(PHONE) && !hasSeenWelcome());
  return (
    <div
      data-guide-slot
      data-reserve={reserve || undefined}
      style={reserve ? { minHeight: FIRST_MESSAGE_HEIGHT } : undefined}
      className="[&:empty:not([data-reserve])]:hidden"
    />
  );
}

/** The guide has come and gone, or will not come: the slot keeps no more room than its content. */
export function releaseGuideSlot(slot: Element | null = document.querySelector(GUIDE_SLOT)) {
  if (!(slot instanceof HTMLElement)) return;
  delete slot.dataset.reserve;
  slot.style.removeProperty('min-height');
}
