import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineMessages } from './message';
import { TutorialBubble } from './tutorial-bubble';
import { GUIDE_SLOT, GuideSlot } from './guide-slot';

const [MESSAGE] = defineMessages('test', ['Bonjour, je suis Plume.']);

/** A screen of this width: the phone query (max-width: 767px) matches under 768 px. */
function screenOf(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: /max-width: 767px/.test(query) ? width < 768 : query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

function renderBubble() {
  const onClose = vi.fn();
  const view = render(
    <>
      <label>
        Prix
        <input />
      </label>
      <TutorialBubble
        message={MESSAGE!}
        index={0}
        total={3}
        onNext={() => {}}
        onClose={onClose}
        takesFocus={false}
      />
    </>,
  );
  return { ...view, onClose, field: screen.getByLabelText('Prix') };
}

/**
 * On a phone the bubble stands over the form: a field taking the focus folds it into a docked
 * « Afficher le guide » button instead of closing it, and that button unfolds it as it was.
 * Elsewhere, focus leaving the bubble closes it as before.
 */
describe('TutorialBubble on a phone', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('--guide-inset');
  });

  it('folds when a field takes the focus, and unfolds with its message kept', async () => {
    screenOf(375);
    const { field, onClose } = renderBubble();
    const text = await screen.findByTestId('tutorial-text');
    expect(screen.queryByRole('button', { name: 'Afficher le guide' })).toBeNull();

    act(() => field.focus());
    const chip = screen.getByRole('button', { name: 'Afficher le guide' });
    expect(chip.getAttribute('aria-expanded')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    // Still mounted, hidden: the typing goes on where it was.
    expect(text.isConnected).toBe(true);

    // Folded, a tap elsewhere in the page or Escape in a field leaves it docked.
    fireEvent.pointerDown(field);
    fireEvent.click(field);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(chip);
    expect(screen.queryByRole('button', { name: 'Afficher le guide' })).toBeNull();
    expect(screen.getByTestId('tutorial-text')).toBe(text);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('1 / 3');
    // The button gone, the dialog takes the focus (not <body>): Tab goes on to « Suite ».
    await waitFor(() => expect(document.activeElement).toBe(dialog));
  });

  it('on a wide screen, focus leaving for a field closes it as before', async () => {
    screenOf(1280);
    const { field, onClose } = renderBubble();
    await screen.findByTestId('tutorial-text');
    act(() => field.focus());
    expect(screen.queryByRole('button', { name: 'Afficher le guide' })).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });
});

/**
 * In a page that keeps a place for it (the wizard's GuideSlot), the welcome bubble sits there on
 * a phone: in the page, over nothing, so a field taking the focus neither folds nor closes it.
 */
describe('TutorialBubble in the page’s place', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function renderInPage(width: number) {
    screenOf(width);
    const onClose = vi.fn();
    // The page is drawn first; the bubble (a file of its own) comes after.
    const page = (bubble: boolean) => (
      <>
        <GuideSlot />
        <label>
          Prix
          <input />
        </label>
        {bubble && (
          <TutorialBubble
            message={MESSAGE!}
            index={0}
            total={3}
            onNext={() => {}}
            onClose={onClose}
            takesFocus={false}
            inPage
          />
        )}
      </>
    );
    const view = render(page(false));
    const reserved = view.container.querySelector<HTMLElement>(GUIDE_SLOT)!.dataset.reserve;
    view.rerender(page(true));
    const close = () => view.rerender(page(false));
    const slot = view.container.querySelector<HTMLElement>(GUIDE_SLOT)!;
    return { ...view, onClose, slot, reserved, close, field: screen.getByLabelText('Prix') };
  }

  it('on a phone, sits in the slot and stays open while the form is used', async () => {
    const { slot, field, onClose, reserved } = renderInPage(375);
    // First visit: the room is kept from the first render, before the bubble arrives.
    expect(reserved).toBe('true');
    await screen.findByTestId('tutorial-text');
    expect(slot.contains(screen.getByRole('dialog'))).toBe(true);
    act(() => field.focus());
    fireEvent.pointerDown(field);
    expect(screen.queryByRole('button', { name: 'Afficher le guide' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    expect(document.documentElement.style.getPropertyValue('--guide-inset')).toBe('');
  });

  it('closed, it gives back the room it was kept', async () => {
    const { slot, close } = renderInPage(375);
    await screen.findByTestId('tutorial-text');
    close();
    expect(slot.dataset.reserve).toBeUndefined();
    expect(slot.style.minHeight).toBe('');
  });

  it('on a wide screen, the slot keeps no room and the bubble floats as before', async () => {
    const { slot, reserved } = renderInPage(1280);
    expect(reserved).toBeUndefined();
    await screen.findByTestId('tutorial-text');
    expect(slot.contains(screen.getByRole('dialog'))).toBe(false);
  });
});
