import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineMessages } from './message';
import { TutorialBubble } from './tutorial-bubble';

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
